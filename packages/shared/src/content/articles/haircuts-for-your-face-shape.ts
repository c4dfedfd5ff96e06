export const body = `
Ask a stylist which haircut will suit you and the first thing they do is look at the outline of your face. Not because there is a rulebook, but because a cut changes where the eye goes: it can add width where a face is narrow, length where it is short, and softness where the bones are strong. Once you know your face shape you can read any haircut photo and guess what it will do for you.

## Find your face shape in two minutes

Pull your hair straight back, stand square to a mirror (or take a photo at arm's length with the camera at eye level) and look at four things:

1. **Length against width.** Is your face clearly longer than it is wide, or close to as wide as it is long?
2. **The widest point.** Forehead, cheekbones or jaw?
3. **The jaw.** Rounded, tapered to a narrow chin, or angular with visible corners?
4. **The hairline.** Straight across, rounded, or dipping to a point in the middle?

Most faces fall into one of six families. Few people are a textbook example of one, so choose the closest and borrow advice from its neighbour if you sit between two.

- **Oval:** a little longer than wide, cheekbones widest, jaw softly rounded.
- **Round:** about as wide as long, full cheeks, soft jaw with no strong corners.
- **Square:** about as wide as long, straight sides, a broad and angular jaw.
- **Heart:** wider forehead and cheekbones, tapering to a narrow or pointed chin.
- **Oblong (long):** clearly longer than wide, with forehead, cheeks and jaw of similar width.
- **Diamond:** cheekbones clearly widest, with a narrower forehead and jaw.

> LookLab's analysis measures the proportions of your face from your photo and names the closest shape. Treat it as a second opinion, then check it against the mirror.

## What each shape asks of a haircut

### Oval

An oval face is balanced already, so almost any length works. The only thing to watch is weight: a heavy, blunt fringe can make the face look shorter, and very flat hair can make it look longer. Choose a cut for your hair texture and your routine rather than your shape.

### Round

The aim is a little height and some vertical lines. Long layers that start below the chin, a side part, and volume at the crown all lengthen the face. A lob (long bob) that ends a few centimetres below the jaw is a classic. Be careful with chin-length bobs that curve inwards and with full, rounded volume at the sides: they repeat the curve you are trying to balance. Men: short sides with some height on top, such as a textured quiff, do the same job.

### Square

A strong jaw is an asset, and the goal is usually to soften its corners rather than hide them. Wispy layers around the face, soft waves and side-swept fringes break the straight lines. Lengths that end right at the jaw draw a line across its widest point, so go a little shorter or longer. Men often suit classic short cuts here; a slightly longer, textured top stops the head looking boxy.

### Heart

There is more width at the top of the face than at the bottom, so the cut should add fullness from the cheekbones down. Chin-length and shoulder-length cuts with volume at the ends, curtain fringes and side parts all work. Avoid lots of height or volume at the crown, and very short cuts that show all of a wide forehead with nothing to balance it below.

### Oblong

Here the job is to add width and to shorten the face visually. Fringes are your best friend, from blunt to curtain. Waves and volume at the sides, bobs between chin and shoulder, and layers around the cheeks all help. Very long, straight, one-length hair and lots of height on top make a long face look longer.

### Diamond

Cheekbones are the widest point, so add width at the forehead and the jaw. Side-swept or textured fringes, chin-length bobs and layers that flick out at the jaw fill those areas. Scraped-back styles and volume right at the cheekbones exaggerate the diamond.

## Hair texture changes the rules

Face shape is only half of the answer. The same cut behaves very differently on fine straight hair and on thick curls.

- **Fine hair** looks fuller with blunt ends and fewer layers. Heavy layering can make it look thin at the ends.
- **Thick hair** usually needs internal layers to remove bulk, or a short cut can grow into a triangle.
- **Curly and coily hair** shrinks as it dries, often by a quarter or more of its length. Ask for a cut that is shaped dry or curl by curl, and plan length from the curl, not from the stretched strand.
- **Cowlicks and strong partings** decide where a fringe can sit. Show your stylist how your hair falls naturally before they cut.

## Lifestyle matters as much as shape

A cut that needs a round brush and twenty minutes every morning will not look like the photo if you only have five. Before you commit, be honest about three things: how long you will spend styling, how often you can get a trim (short cuts lose their shape in four to six weeks, long layers in eight to twelve), and whether you tie your hair back for work or sport.

## How to use this in LookLab

Upload a clear, front-facing photo and pick a few hairstyles side by side. Compare one that follows the advice for your shape with one that breaks it: seeing both on your own face is more convincing than any rule. Then try each in your real hair colour before you play with a new one, so you are judging the cut and not the shade. If you are also thinking about colour, read [how to choose a hair colour shade](/articles/choosing-a-hair-colour-shade) next.

## Taking it to the salon

Save the two or three looks you like best and show them at your consultation, along with a photo of a cut you do not want. Ask your stylist what they would change for your hair type and your growth patterns. A preview tells you which direction to go; your stylist knows how your hair will actually behave.
`;
