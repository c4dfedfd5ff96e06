export const body = `
Some colours make you look rested and bright; others make you look tired even after a good night's sleep. Colour analysis is a way of predicting which is which before you buy the jumper or book the dye. The best-known system sorts people into four seasons, each split into three, and it is simpler than it sounds.

## The three questions behind every season

Seasonal colour analysis looks at your natural colouring (skin, hair and eyes together) and asks three questions:

1. **Undertone: warm or cool?** Warm colouring has golden, peachy or olive-yellow undertones; cool colouring has pink, rosy or blue-red undertones. Neutral sits between them.
2. **Value: light or deep?** How light or dark are your features overall?
3. **Chroma: bright or soft?** Is there strong contrast and clarity (very dark hair with light skin, bright eyes), or do your features blend softly into each other?

The four seasons are combinations of these answers.

- **Spring:** warm and light to bright. Think clear, fresh colours: coral, warm turquoise, golden yellow, light camel.
- **Summer:** cool and light to soft. Powdery, slightly greyed colours suit you: rose, lavender, soft navy, dusty blue.
- **Autumn:** warm and deep to soft. Earthy, rich colours: rust, olive, mustard, teal, chocolate brown.
- **Winter:** cool and deep to bright. High-contrast, clear colours: true red, emerald, icy pink, black and pure white.

## The twelve sub-seasons

Few people are a pure Spring or a pure Winter, so most analysts use twelve sub-seasons. Each season is split by the quality that dominates your colouring:

- **Light Spring, Warm Spring, Bright Spring**
- **Light Summer, Cool Summer, Soft Summer**
- **Soft Autumn, Warm Autumn, Deep Autumn**
- **Deep Winter, Cool Winter, Bright Winter**

Neighbouring sub-seasons share a quality. Soft Summer and Soft Autumn both suit muted colours and differ mainly in undertone; Deep Autumn and Deep Winter both carry dark, rich shades and differ in warmth. If a palette almost works, try the neighbour.

## Working out your undertone at home

You do not need a professional draping session to get started. Work in daylight near a window, with no makeup, and your hair pulled back.

- **The white test.** Hold a bright white sheet and a cream or ivory one under your chin in turn. If pure white looks crisp and cream looks muddy, you lean cool. If cream looks warmer and kinder, you lean warm.
- **The metal test.** Silver jewellery flatters cool colouring; gold flatters warm. If both work, you may be neutral.
- **Veins on the inner wrist.** Blue or purple suggests cool, green suggests warm. It is the least reliable test on its own, so use it only to break a tie.

Then look at contrast: photograph yourself in black and white. If your hair, eyes and skin turn into clearly different greys, you have high contrast (Winter or Bright Spring territory). If they blur together, you are softer (Summer or Soft Autumn).

> Camera white balance, indoor bulbs and filters all shift colour. A phone photo by a window at midday is far more honest than one taken in the evening under a warm lamp.

## Using your season

### Clothes near your face

Colour matters most where it reflects onto your skin: tops, scarves, collars and glasses frames. You do not have to throw anything out. A shirt in a colour outside your palette works fine with a scarf in one that suits you near the face.

### Makeup

Your season is a shortcut for choosing lipstick, blush and eyeshadow. Warm seasons look good in corals, peaches, bronzes and brick reds; cool seasons in roses, berries, plums and blue-reds. Soft seasons should look for muted, slightly greyed versions of those; bright seasons can carry clear, saturated ones. Our [guide to lipstick finishes](/articles/lipstick-finishes-guide) covers the other half of the decision: how shiny or matte to go.

### Hair colour

The same logic helps with dye. Warm seasons usually suit golden, copper and caramel tones; cool seasons suit ash, beige and cool browns. Deep seasons can carry rich, dark shades; light seasons are flattered by softer, lighter ones. Going against your season is not forbidden, but it often needs makeup to balance it. For the details, see [choosing a hair colour shade](/articles/choosing-a-hair-colour-shade).

## What colour analysis cannot do

It is a guide, not a law. Your colouring changes with a tan, with grey hair and with age, and your season can shift with it. Personal style matters too: if you love a colour that is outside your palette, wear it away from your face, or wear it anyway. Confidence is flattering in every season.

## How LookLab helps

When you upload a photo, LookLab samples your skin, hair and eye colours and suggests a season with a short explanation, plus colours to try and colours to approach with care. It is an estimate from one photo, so lighting matters: use a daylight photo without heavy makeup for the most useful result. Then try lipstick and hair colours from both your suggested palette and one you usually wear, side by side. The difference is often obvious once you see it on your own face.
`;
