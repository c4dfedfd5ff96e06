/**
 * Human's description model (FaceRes, a MobileNet) as shipped keeps every batch norm and ReLU6
 * as separate element-wise ops (Mul, Add, Relu, Minimum, Maximum), about a third of its time on
 * the WASM backend. This loads it with each convolution fused with its bias and ReLU6 (the
 * depthwise batch-norm scale folded into the kernel): the same network, in fewer passes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as TfConverter from '@tensorflow/tfjs-converter';

export type FaceResTf = typeof TfCore & Pick<typeof TfConverter, 'loadGraphModelSync'>;
type Tf = FaceResTf;
export type GraphModel = ReturnType<Tf['loadGraphModelSync']>;
type ModelJson = TfCore.io.ModelJSON;

type Dim = { size?: string };
type AttrValue = {
  s?: string;
  i?: string;
  f?: number;
  type?: string;
  list?: { s?: string[]; i?: string[] };
  shape?: { dim?: Dim[] };
};
type GraphNode = { name: string; op: string; input?: string[]; attr?: Record<string, AttrValue> };

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** The single consumer of `name`, or null when it has none or several. */
function onlyConsumer(nodes: Map<string, GraphNode>, name: string): GraphNode | null {
  let found: GraphNode | null = null;
  for (const n of nodes.values()) {
    if (!(n.input ?? []).includes(name)) continue;
    if (found) return null;
    found = n;
  }
  return found;
}

function scalarOf(weights: TfCore.NamedTensorMap, name: string | undefined): number | null {
  const t = name ? weights[name] : undefined;
  if (!t || t.size !== 1) return null;
  return (t.dataSync() as Float32Array)[0] ?? null;
}

/** The other input of a two-input node (the constant beside `from`). */
function other(node: GraphNode, from: string): string | undefined {
  return (node.input ?? []).find((i) => i !== from);
}

type Chain = { removed: GraphNode[]; add: GraphNode; mul: GraphNode | null; last: GraphNode };

/** conv → [Mul scale] → Add bias → Relu → Minimum 6 → Maximum 0, or null when not that. */
function chainAfter(
  nodes: Map<string, GraphNode>,
  weights: TfCore.NamedTensorMap,
  conv: GraphNode,
): Chain | null {
  let next = onlyConsumer(nodes, conv.name);
  let mul: GraphNode | null = null;
  if (next?.op === 'Mul' && conv.op === 'DepthwiseConv2dNative') {
    mul = next;
    next = onlyConsumer(nodes, mul.name);
  }
  const add = next;
  if (add?.op !== 'Add' && add?.op !== 'AddV2') return null;
  const relu = onlyConsumer(nodes, add.name);
  if (relu?.op !== 'Relu') return null;
  const min = onlyConsumer(nodes, relu.name);
  if (min?.op !== 'Minimum' || scalarOf(weights, other(min, relu.name)) !== 6) return null;
  const max = onlyConsumer(nodes, min.name);
  if (max?.op !== 'Maximum' || scalarOf(weights, other(max, min.name)) !== 0) return null;
  const removed = [conv, ...(mul ? [mul] : []), add, relu, min];
  return { removed, add, mul, last: max };
}

/**
 * Rewrites conv chains into fused convolutions (named as the chain's last node, so consumers
 * are unchanged); the depthwise scale is folded into its kernel. Returns the new graph, the
 * new weights and how many chains were fused.
 */
export function fuseConvChains(
  tf: Tf,
  nodes: GraphNode[],
  weights: TfCore.NamedTensorMap,
): { nodes: GraphNode[]; weights: TfCore.NamedTensorMap; fused: number } {
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const out = { ...weights };
  let fused = 0;
  for (const conv of nodes) {
    if (conv.op !== 'Conv2D' && conv.op !== 'DepthwiseConv2dNative') continue;
    const chain = chainAfter(byName, weights, conv);
    const [x, filter] = conv.input ?? [];
    if (!chain || !x || !filter) continue;
    const bias = other(chain.add, (chain.mul ?? conv).name);
    if (!bias || !weights[bias]) continue;
    if (chain.mul) {
      const scale = weights[other(chain.mul, conv.name) ?? ''];
      const k = weights[filter];
      if (!scale || !k || k.shape.length !== 4 || onlyConsumer(byName, filter) !== conv) continue;
      out[filter] = tf.tidy(() =>
        tf.mul(k, tf.reshape(scale, [1, 1, k.shape[2] ?? 1, k.shape[3] ?? 1])),
      );
    }
    for (const n of chain.removed) byName.delete(n.name);
    byName.set(chain.last.name, {
      name: chain.last.name,
      op: conv.op === 'Conv2D' ? '_FusedConv2D' : 'FusedDepthwiseConv2dNative',
      input: [x, filter, bias],
      attr: {
        ...(conv.attr ?? {}),
        num_args: { i: '1' },
        fused_ops: { list: { s: [b64('BiasAdd'), b64('Relu6')] } },
        epsilon: { f: 0 },
      },
    });
    fused++;
  }
  // constants nothing reads any more (scales, clip bounds) go with their weights
  const kept = [...byName.values()];
  const read = new Set(kept.flatMap((n) => n.input ?? []));
  const graph = kept.filter((n) => n.op !== 'Const' || read.has(n.name));
  const live: TfCore.NamedTensorMap = {};
  for (const n of graph) {
    const t = out[n.name];
    if (n.op === 'Const' && t) live[n.name] = t;
  }
  return { nodes: graph, weights: live, fused };
}

type Signature = { inputs?: Record<string, { tensorShape?: { dim?: Dim[] } }> };

/** The image placeholder with any height and width: the network is convolutions then a global
 * mean, so it runs on faces at the size they were cut (face-description.ts). */
function anySizeInput(nodes: GraphNode[]): GraphNode[] {
  return nodes.map((n) => {
    const dims = n.attr?.shape?.shape?.dim;
    if (n.op !== 'Placeholder' || !dims || dims.length !== 4) return n;
    const dim = dims.map((d, i) => (i === 1 || i === 2 ? { size: '-1' } : d));
    return { ...n, attr: { ...n.attr, shape: { shape: { dim } } } };
  });
}

function anySizeSignature<T>(signature: T): T {
  const sig = signature as Signature | undefined;
  if (!sig?.inputs) return signature;
  const inputs = Object.fromEntries(
    Object.entries(sig.inputs).map(([k, v]) => {
      const dim = v.tensorShape?.dim?.map((d, i) => (i === 1 || i === 2 ? { size: '-1' } : d));
      return [k, dim ? { ...v, tensorShape: { ...v.tensorShape, dim } } : v];
    }),
  );
  return { ...sig, inputs } as T;
}

/** Human's FaceRes model from `modelsDir`, with its convolution chains fused. */
export async function loadFusedFaceRes(
  tf: Tf,
  modelsDir: string,
): Promise<{ model: GraphModel; fused: number }> {
  const json = JSON.parse(readFileSync(path.join(modelsDir, 'faceres.json'), 'utf8')) as ModelJson;
  const bin = readFileSync(path.join(modelsDir, 'faceres.bin'));
  const specs = (json.weightsManifest ?? []).flatMap((g) => g.weights);
  const buffer = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
  const weights = tf.io.decodeWeights(buffer, specs);
  const topology = json.modelTopology as { node: GraphNode[] } & Record<string, unknown>;
  const rewritten = fuseConvChains(tf, anySizeInput(topology.node), weights);
  const encoded = await tf.io.encodeWeights(rewritten.weights);
  tf.dispose(Object.values(weights));
  tf.dispose(Object.values(rewritten.weights));
  const model = tf.loadGraphModelSync([
    {
      ...json,
      modelTopology: { ...topology, node: rewritten.nodes },
      signature: anySizeSignature(json.signature),
      weightsManifest: [{ paths: [], weights: encoded.specs }],
    },
    encoded.data,
  ]);
  return { model, fused: rewritten.fused };
}
