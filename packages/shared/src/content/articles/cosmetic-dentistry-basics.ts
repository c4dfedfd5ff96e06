export const body = `
A smile change is one of the few makeovers that involves a clinician, and it can cost more, last longer and be harder to reverse than a new haircut. This guide explains the common cosmetic dental treatments in plain language, so you can go to a consultation knowing what to ask. It is general information, not advice for your teeth: only a dentist who has examined you can tell you what is suitable and safe.

## First: healthy before beautiful

Any good dentist will check the health of your teeth and gums before a cosmetic treatment. Decay, gum disease and worn fillings need treating first; whitening or veneers on top of them can make problems worse and hide them. Expect a check-up, possibly X-rays, and a clean. If a clinic is keen to start cosmetic work without looking at any of this, that is a reason to get a second opinion.

## The main treatments

### Teeth whitening

Whitening uses a peroxide gel to lighten the natural colour of the enamel and the layer beneath it. It comes in three main forms:

- **In-surgery whitening:** a stronger gel applied by the dental team in one or two visits.
- **Dentist-supplied home trays:** custom-made trays and a gel you wear for a set time each day, usually over two to three weeks.
- **Whitening toothpastes and strips** from shops: milder, slower, and best at removing surface stains rather than changing the underlying shade.

Things to know: whitening does not change the colour of fillings, crowns or veneers, so they can stand out afterwards. Temporary sensitivity is common. Results fade gradually, faster with coffee, tea, red wine and smoking. In many countries whitening is legally a dental treatment and should be carried out or prescribed by a dentist.

### Dental bonding

A tooth-coloured composite resin is shaped onto the tooth and hardened with a light. It repairs chips, closes small gaps, and evens out the shape or colour of a tooth, often in a single visit and usually with little or no drilling. Bonding is less expensive than veneers, but it can stain and chip over time and typically needs touching up or replacing after several years.

### Veneers

Veneers are thin shells, usually porcelain or composite, bonded to the front of the teeth to change their colour, shape and length. Porcelain veneers resist staining and can last many years, but fitting them usually means removing a thin layer of enamel, which does not grow back. That makes them a long-term commitment: veneers eventually need replacing, and the teeth underneath will always need covering. Ask whether a minimal-preparation option is possible for you, and what the plan is when they wear out.

### Clear aligners

Clear aligners (Invisalign is the best-known brand) are a series of removable, nearly invisible trays that move teeth gradually into a straighter position. They are typically worn for about 22 hours a day, and treatment takes from a few months to a year or more. They suit many cases of crowding and gaps; some bite problems still need fixed braces. After any straightening, retainers are needed to stop teeth drifting back.

### Gum contouring

If the gums cover much of the teeth (a "gummy smile") or sit unevenly, a dentist or periodontist can reshape the gum line, often with a laser. It is usually quick, but it is still minor surgery, with a healing period. Ask whether the cause is the gum itself, the lip or the bone, because each has a different treatment.

### Cosmetic crowns

A crown is a cap that covers the whole tooth. It is mainly used for teeth that are badly broken, heavily filled or root-treated, where a veneer or bonding would not be strong enough. Because it needs more of the tooth to be prepared, it is rarely the first choice for purely cosmetic reasons.

## How to choose a shade that looks natural

Bright white is tempting, but the most natural results match the whites of your eyes or are only slightly lighter. Very white teeth can look artificial against warm or deep skin tones (our guide to [colour seasons](/articles/colour-seasons-explained) explains undertones), and they make any untreated teeth look darker. Dentists use shade guides: ask to see your current shade and the one they propose, side by side.

> Take a photo of your smile in daylight before any treatment. It is the best way to judge the change honestly afterwards.

## Questions to ask at a consultation

1. What are all my options, including the least invasive one?
2. Is the treatment reversible? What happens to my teeth if I stop or when it needs replacing?
3. How long does the result usually last, and what maintenance does it need?
4. What are the risks and side effects for me in particular?
5. Can I see before-and-after photos of your own patients with similar teeth?
6. What is the total cost, including follow-ups, retainers or replacements?

## Previewing a new smile

Seeing a change on your own face helps you decide whether you want it at all, and how far to go. LookLab previews Teeth Whitening on your photo on every plan, and Dental Veneers, Dental Bonding, Invisalign Clear Aligners, Gum Contouring and Cosmetic Crowns with a Pro membership. A preview is an illustration of the idea, not a treatment plan: it cannot see the health of your teeth, and what is possible depends on your mouth. Use it to start the conversation with your dentist, not to end it.
`;
