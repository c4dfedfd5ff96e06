export const body = `
Brows frame the eyes and carry a lot of expression: a small change in their arch or thickness can make a face look more open, more awake or more serious. The good news is that most people are a few hairs away from their best brows. Here is how to find the shape that suits you and keep it.

## Map your brows with three points

Professional brow artists start with a simple measurement. You need a pencil or a makeup brush and a mirror.

1. **Where the brow should start.** Hold the pencil vertically against the side of your nose. Where it crosses the brow is the natural starting point. Brows that start closer together look intense; brows that start too far apart make the eyes look wide-set.
2. **Where it should arch.** Angle the pencil from the side of your nose across the outer edge of your iris, looking straight ahead. Where it meets the brow is the highest point of the arch.
3. **Where it should end.** Angle the pencil from the side of your nose past the outer corner of your eye. The tail should end there, and ideally no lower than the start of the brow.

Mark the three points lightly with a pencil before you pluck or fill anything. They show at once where you are missing hair and where you have too much.

## Match the shape to your face

Brows follow the same balancing idea as haircuts.

- **Round faces** benefit from a higher, more defined arch, which adds length. A soft arch or a high arch works better than a rounded brow.
- **Square faces** look softer with a curved, rounded arch that echoes less of the strong jaw. Very angular brows repeat the angles.
- **Long faces** look shorter and wider with flatter brows. A straight brow or a gentle arch that extends slightly outwards suits them well.
- **Heart faces** suit a soft, low arch that does not add height to the upper half of the face.
- **Oval faces** can wear most shapes; a natural, soft arch is usually the most flattering.

Your eyes matter too. Close-set eyes look better when the brows start slightly further apart; deep-set eyes benefit from slimmer brows that leave more lid showing.

## Thickness and colour

Fuller brows read as younger and fresher, and they suit most faces. Thin brows can be striking but are harder to grow back if you change your mind, so remove hair gradually.

For colour, a shade or two lighter than your hair usually looks natural if your hair is dark; if you are blonde, choose a shade or two darker so the brows still frame the face. Cool-toned hair calls for taupe or ash brow products; warm-toned hair looks better with soft brown or auburn. If you recently changed your hair colour, adjusting brow colour to match is often what makes it look finished, and our [guide to choosing a hair colour shade](/articles/choosing-a-hair-colour-shade) covers that side.

## Grooming without over-plucking

- **Brush up first.** Brush the hairs upwards with a spoolie and trim only the ones that extend well past the shape. Trimming is often all that long brows need.
- **Pluck from below, in daylight, one hair at a time.** Step back from the mirror after every few hairs. Magnifying mirrors encourage over-plucking.
- **Leave the top line alone** unless there are obvious strays. Most of the arch comes from the bottom edge.
- **Give overplucked brows three months.** Hair grows back slowly, and patience pays off.

> If brow hair thins noticeably without plucking, or falls out in patches, mention it to a doctor or dermatologist. It is usually harmless, but it is worth checking.

## Filling in

Choose a product for the effect you want:

- **Pencil** gives control for sparse areas; draw fine, hair-like strokes in the direction of growth.
- **Powder** gives a soft, diffused fill, good for full but patchy brows.
- **Tinted gel** adds colour and hold with the least effort.
- **Pomade** lasts longest and gives the most defined result, so use a light hand.

Start at the middle of the brow, where hair is fullest, work out towards the tail, then feather the product lightly towards the start. The front of the brow should always be the softest part.

## Salon treatments

- **Tinting** darkens pale hairs for four to six weeks.
- **Lamination** sets the hairs upwards for a full, brushed look that lasts six to eight weeks.
- **Microblading and other semi-permanent techniques** deposit pigment in the skin and last a year or more.

For anything that goes into the skin, choose a licensed practitioner, ask to see healed results (not just fresh ones), and ask about a patch test. Lamination and tint also involve chemicals near the eyes, so a patch test is worth doing there too.

## Test before you tweeze

A brow shape is hard to undo, which makes it a perfect thing to preview. LookLab can draw new brows on your own photo, from a soft arch to a straight or a bold full brow, in different colours. Try one shape that follows your face shape and one that does not, and look at which one makes your eyes look most open. Then take the result to your brow artist as a reference.
`;
