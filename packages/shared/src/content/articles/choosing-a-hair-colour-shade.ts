export const body = `
Hair colour boxes and salon swatch books can hold a hundred browns that all look alike on the card and completely different on a head. Choosing well comes down to three decisions: how light or dark to go, how warm or cool the tone should be, and how much upkeep you are willing to take on.

## Understand the level and the tone

Colourists describe a shade with two numbers. The **level** is how light or dark it is, usually on a scale from 1 (black) to 10 (lightest blonde). The **tone** is the colour you see within that level: ash (cool, slightly green-grey), beige or neutral, golden, copper, red or violet.

Box dyes often print both: a shade called 6.3, for example, is a level-6 dark blonde with a golden tone. Knowing this makes the wall of boxes readable, and helps you explain what you want at a salon.

## Rule one: stay within two levels for a natural look

The most flattering shades usually sit within two levels of your natural colour. Going one or two levels lighter brightens the face without fighting your eyebrows and skin. Going darker by a level or two adds richness and shine. Bigger jumps can look striking, but they need more planning: very light blonde on naturally dark hair needs bleaching, and the roots show within weeks.

Your eyebrows are a useful check. If the new shade is far lighter or darker than your brows, the contrast will read as dyed. That can be the look you want, and brows can be tinted too (our [guide to brows](/articles/eyebrow-shapes-guide) explains how), but decide on purpose.

## Rule two: match the tone to your undertone

Tone matters more than level for whether a colour looks like it belongs to you.

- **Warm undertones** (golden, peachy or olive skin) glow with golden blonde, honey, caramel, copper and warm chocolate. Very ashy shades can make warm skin look sallow.
- **Cool undertones** (pink or rosy skin) look fresh in ash and beige blondes, cool brown, espresso and blue-black. Strong gold and orange can bring out redness.
- **Neutral undertones** can go either way; neutral beige shades are the safest place to start.

Not sure where you sit? The quick tests in [colour seasons, explained](/articles/colour-seasons-explained) take five minutes. Your eyes help too: warm shades pick up hazel and amber flecks, and cool shades make grey and blue eyes look clearer.

> A red tone is its own decision. Copper suits most warm complexions; burgundy and cherry suit most cool ones. If your skin flushes easily, try red in a preview first, because it can make redness look stronger.

## Rule three: choose a technique you can maintain

The same shade can be applied in very different ways, and the technique decides how often you need to go back.

- **All-over colour (single process)** changes everything from root to tip. It gives the boldest change and the most noticeable regrowth, usually every four to six weeks.
- **Highlights and lowlights** weave lighter or darker strands through your own colour. Regrowth is softer, so eight to twelve weeks between visits is common.
- **Balayage** is painted freehand and blends from darker roots to lighter lengths. It grows out gracefully and often needs a refresh only two to four times a year.
- **Gloss or toner** adjusts the tone without lifting the level. It fades in four to eight weeks, which makes it a low-commitment way to try warmer or cooler hair.
- **Grey blending** uses lowlights and soft colour to make grey part of the look instead of covering every strand.

## What changes the result

Colour on hair is never exactly the swatch. Four things move it:

1. **Your starting colour.** Dye adds to what is already there. Previously coloured hair, especially hair that was dyed darker, does not lift evenly.
2. **Porosity.** Damaged, porous ends absorb more colour and can turn darker or muddier than the roots.
3. **Light.** Hair looks warmer under indoor bulbs and cooler in shade. Check a new colour by a window.
4. **Fade.** Red and copper fade fastest, ash tones drift warmer over time, and sun, chlorine and hot water speed all of it up. Colour-safe shampoo and a cooler rinse help.

## A quick way to narrow it down

If you are deciding between shades, work in this order:

1. Pick your direction: lighter, darker, or the same level with a new tone.
2. Pick two tones that suit your undertone and one that does not, as a comparison.
3. Preview all three on the same photo, in the same light.
4. Keep the one where your skin looks clearest and your eyes stand out, not necessarily the one you expected to like.

## Trying it in LookLab

LookLab lets you try hair colours and their variants on your own photo, painted in the light of your photo so the shade looks like it would on you rather than on a swatch card. Try your current colour first so you have a fair baseline, then compare a level lighter, a level darker and a warmer and cooler version of your favourite.

Bring the preview you like to a colour consultation, and ask for a strand test if you are going much lighter or have coloured hair already. Your colourist can tell you how many sessions it will take, and what your hair will allow.
`;
