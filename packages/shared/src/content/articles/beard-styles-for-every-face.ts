export const body = `
A beard is the only haircut you can grow on purpose in a different shape from your face. That makes it a powerful tool: the right beard can add a jaw where there is little, slim down a round face or make a long one look shorter. The wrong one does the reverse. Here is how to choose, grow and keep one.

## Start with what your face needs

Beard advice follows the same logic as haircuts (see [how to choose a haircut for your face shape](/articles/haircuts-for-your-face-shape)): add length where a face is short, width where it is narrow, and keep bulk away from places that are already wide.

- **Round face:** keep the cheeks short and let the chin grow longer, so the beard ends in a gentle point or a squared base. A short boxed beard with length at the chin, a Balbo or a Van Dyke all lengthen the face. Avoid fullness at the sides.
- **Square face:** your jaw is already strong. Soften it with a rounder line, such as a full beard trimmed rounder at the chin, a circle beard or a goatee. Sharp, boxy outlines exaggerate a square shape.
- **Oblong face:** add width and keep the chin short. Fuller sides with a flatter, shorter base work best; a chin strap or short, even stubble also suits. Very long beards and goatees make a long face longer.
- **Heart or diamond face:** fill out a narrow chin and jaw. A full beard, a Garibaldi or a corporate beard adds weight at the bottom of the face where it is needed.
- **Oval face:** most styles work. Choose by your growth pattern and how much grooming you want to do.

## Be honest about your growth

Most men have patches: thinner cheeks, a gap between moustache and beard, or a different colour on the chin. Growth patterns matter more than face shape, because you can only shape what grows.

1. **Give it four weeks** before you judge. Patches that look bare in week one often fill in, and the itch at two weeks passes.
2. **Notice the direction of growth.** Hair on the neck often grows sideways, and fighting it with a clipper against the grain causes irritation.
3. **Choose a style that uses your strong areas.** A sparse-cheeked beard looks better as a goatee, an anchor or a Van Dyke than as a patchy full beard. Strong moustache growth suits a chevron or an English moustache.

## The styles, from least to most upkeep

- **Light stubble (1–3 mm):** the lowest commitment. Trim every two or three days with a guard to keep it even.
- **Designer stubble (3–5 mm):** dense enough to shape the jaw. Clean the neckline and cheeks, or it looks like you forgot to shave.
- **Short boxed beard:** 10–20 mm, neat cheek lines and a defined neckline. The safe choice for most offices.
- **Full beard:** longer than 25 mm and grown all round. Needs shaping every week or two and a good brush.
- **Goatee and Van Dyke:** chin and moustache only. Great for patchy cheeks, but the outline needs trimming every few days.
- **Long styles (Garibaldi, Verdi, Viking):** months to grow, with the shape mostly done by a barber. They need conditioning to avoid a frizzy, dry end.

## Two lines that make or break a beard

### The neckline

Place two fingers above your Adam's apple; that is where the beard should stop. Draw an imaginary curve from there up to just behind each earlobe and remove everything below it. A neckline that is too high makes the jaw look weak and the face look heavier. This is the most common beard mistake, and the easiest to fix.

### The cheek line

Leave your natural cheek line unless it runs very high. If you do shape it, follow the natural curve from the top of the sideburn to the corner of the moustache, and trim slightly below it rather than carving a straight, sharp line. Lines that are too sharp read as drawn on.

## Daily care

- **Wash it** two or three times a week with a gentle cleanser; ordinary shampoo dries the skin beneath.
- **Condition it** with beard oil or balm, working it down to the skin. It softens the hair and reduces itching and flakes.
- **Brush or comb** daily to train the hair in one direction.
- **Trim dry.** Wet hair looks longer than it is, and you can easily take off too much.

> If the skin under your beard is red, sore or flaking for more than a couple of weeks, or you notice patches that suddenly lose hair, see a pharmacist, a GP or a dermatologist rather than treating it yourself.

## See it before you grow it

Growing a beard to find out whether it suits you takes weeks, and shaving it off takes seconds. In LookLab you can try beards, moustaches and sideburns on your own photo first, from light stubble to a full Garibaldi. Try two or three styles that follow the advice for your face shape and one that does not; the comparison usually settles it.

Pair the beard with a haircut while you are at it: a full beard often looks best with shorter sides, and a short stubble with a little more length on top. When you have a favourite, save it and show it to your barber.
`;
