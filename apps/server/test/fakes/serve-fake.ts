/**
 * Serves a fake generative image server as its own process, for end-to-end tests:
 *
 *   node --import tsx apps/server/test/fakes/serve-fake.ts gemini --port 9301 \
 *     [--key fake-key] [--model gemini-2.5-flash-image] [--block "Pixie Cut"] [--fail "Bob"]
 *
 * (`openai` instead of `gemini` serves the OpenAI wire format, default model gpt-image-1; point
 * OPENAI_BASE_URL at http://127.0.0.1:PORT/v1.) A prompt naming a style given to --block is
 * refused by the safety filter; one naming a --fail style gets a 500; every other prompt gets the
 * photo stretched to a square, shifted and its top band tinted toward the asked hair colour.
 */
import { parseArgs } from 'node:util';
import { answerSimply, type FakeRespond } from './fake-answers';
import { startFakeGemini } from './fake-gemini';
import { startFakeOpenAi } from './fake-openai';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '0' },
    key: { type: 'string', default: 'fake-key' },
    model: { type: 'string', multiple: true },
    block: { type: 'string', multiple: true, default: [] },
    fail: { type: 'string', multiple: true, default: [] },
  },
});

const wire = positionals[0];
if (wire !== 'gemini' && wire !== 'openai') {
  console.error('usage: serve-fake.ts gemini|openai [--port N] [--key K] [--block STYLE]…');
  process.exit(2);
}

/** The prompt names a style as "Style Name" (build-edit-prompt quotes catalogue names). */
const names = (prompt: string, styles: string[]) => styles.some((s) => prompt.includes(`"${s}"`));

const respond: FakeRespond = (request) => {
  if (names(request.prompt, values.block)) return { kind: 'block' };
  if (names(request.prompt, values.fail)) return { kind: 'server_error', status: 500 };
  return answerSimply(request);
};

const models = values.model ?? (wire === 'gemini' ? ['gemini-2.5-flash-image'] : ['gpt-image-1']);
const start = wire === 'gemini' ? startFakeGemini : startFakeOpenAi;
const fake = await start({ apiKey: values.key, models, respond, port: Number(values.port) });
console.info(`fake ${wire} listening on ${fake.url} (models: ${models.join(', ')})`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
