export const body = `
Two lipsticks in exactly the same shade can look like different colours once they are on: one flat and velvety, one glowing, one glassy. That is the finish, and it changes how a colour reads, how long it lasts and how your lips look and feel. Here is what each finish does and who it suits.

## The finishes at a glance

### Matte

Matte lipstick has no shine at all. It gives the most intense, true-to-the-tube colour and usually the longest wear, which makes it a favourite for bold reds, deep berries and events where you will not have time to reapply.

The trade-offs: matte formulas show every dry patch and fine line, and they can make thin lips look thinner because nothing reflects light. Prepare lips first (see below), and choose a creamy matte or a soft blur matte over a liquid matte if your lips tend to be dry.

### Satin or cream

Satin sits between matte and gloss: a soft sheen, comfortable wear and good colour payoff. It is the most forgiving finish, flatters almost every lip shape and age, and works from the office to the evening. If you only own one lipstick, it should probably be a satin.

### Gloss

Gloss reflects light, which makes lips look fuller and plumper. It is perfect for thin lips, for a fresh, youthful look and for bringing softness to a strong eye. It wears off quickly and needs reapplying every hour or two, and very sticky formulas can be uncomfortable on a windy day.

A clear gloss over a satin or matte lipstick gives you colour and shine at once, with the lipstick underneath to help it last.

### Sheer and balm

Sheer lipsticks and tinted balms give a wash of colour with moisture. They are the easiest to wear (no mirror needed) and suit a natural look. They will not cover pigmented lips, so the result mixes with your own lip colour; that is often exactly the point.

### Stains and tints

Tints and stains dye the surface of the lips rather than coating them. They last for hours, do not transfer onto cups and look natural, like flushed lips. Build them up in thin layers and blot between layers for an even result.

### Metallic and shimmer

Fine shimmer or metallic pigments reflect light in colour. They are fun for evenings and photographs and make lips look fuller, but they draw attention to texture as well. Pair them with simple eyes.

## Choosing a finish for your lips

- **Thin lips:** gloss, satin and shimmer reflect light and add volume. If you love matte, add a dab of gloss in the centre of the lower lip.
- **Full lips:** anything works. Matte and deep shades look especially striking.
- **Dry or lined lips:** satin, cream and balm are kindest. Avoid liquid mattes and glitter.
- **Uneven lip colour:** satin or cream gives enough coverage to even it out; sheer formulas will not.
- **Long days:** stains and long-wear mattes last longest; carry a balm for comfort.

## Matching finish and shade

The finish changes how strong a colour looks. A deep plum in matte looks dramatic; the same plum as a sheer balm reads as a natural flush. If a colour feels too bold, try it in a sheerer finish before you give up on it.

Shade choice follows your undertone. Warm undertones suit corals, peaches, brick and orange-reds; cool undertones suit pinks, berries, plums and blue-reds. Our guide to [colour seasons](/articles/colour-seasons-explained) goes further into this, including which shades flatter softer or brighter colouring.

> A simple test for a nude lipstick: it should be slightly deeper or slightly pinker than your natural lips, not paler. Nudes lighter than your lips can make the face look washed out.

## Application that makes any finish look better

1. **Prepare.** Exfoliate gently with a soft toothbrush or a sugar scrub once or twice a week, and apply balm five minutes before lipstick. Blot off the excess.
2. **Line.** A liner in the shade of your lips or the lipstick keeps colour from feathering and sharpens the shape. For long wear, fill the whole lip with liner first.
3. **Apply from the centre outwards.** Use a lip brush for precise edges, especially with deep shades.
4. **Blot and repeat** for longer wear with satin and matte formulas.
5. **Clean the edge.** A cotton bud with a little concealer or micellar water fixes a wobbly line.

## Comfort and sensitivity

Long-wear formulas can feel drying, and some people react to fragrances or certain pigments. If your lips sting, swell or peel after a new product, stop using it; if it does not settle, ask a pharmacist or a dermatologist.

## Try finishes side by side

Lipstick testers in shops are hard to judge, and swatches on your hand tell you little about your face. In LookLab you can try lipstick styles on your own photo, from Classic Matte and Satin Cream to High-Shine Gloss, Sheer Balm and Metallic Foil, in a range of colours, then add a liner or a tint. Compare the same colour in two finishes and you will see how much the finish changes the whole face.
`;
