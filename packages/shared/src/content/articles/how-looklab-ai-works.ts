export const body = `
You give LookLab a photo of your face, so you deserve a straight answer to two questions: what happens to it, and who else sees it. This article walks through what our AI does, step by step, and where your photo goes at each step. No marketing words, just the parts.

## The short version

- Finding faces, analysing them and drawing the instant previews is done by an AI engine that runs **inside the LookLab server itself**, not by an outside AI service. Your photo does not leave the machine for any of that.
- If you are not signed in, **nothing is saved**. Your photo is processed and the results come back to your browser.
- If you are signed in, each photo you upload starts a makeover in your account, so the photo, its analysis and the results you save are kept until you delete them, and only you can open them.
- A LookLab site can optionally be connected to a **generative image provider** for photoreal results. Only then does a photo leave the server, and only for the image you are generating. Details below.
- A **public share link** exists only when you create one, and it is deleted automatically after **one month**.

## Step 1: your browser shrinks the photo

Before anything is uploaded, your browser resizes the photo so its longest side is at most 720 pixels (1024 on Spark and 2048 on Pro) and re-encodes it as a JPEG. That keeps uploads fast, and it also means the server never receives the full-resolution original from your phone.

## Step 2: the embedded engine finds and measures each person

The server runs an embedded engine built on open face-analysis models that ship inside LookLab's own software package. They are loaded from the server's disk when it starts, and nothing is downloaded while it runs. The engine:

1. **Detects every face** in the photo and places a mesh of 478 points on each one, including the irises. This is why group photos work: you then pick the person you want to restyle.
2. **Measures proportions** from the mesh to estimate face shape (oval, round, square, heart, oblong or diamond).
3. **Samples colours** from the skin, hair and eyes to estimate skin tone, undertone, eye colour and a colour season (the twelve seasons described in [colour seasons, explained](/articles/colour-seasons-explained)).
4. **Estimates age and gender.** The gender estimate decides which catalogues apply to that person: facial hair for men, makeup for women, while hair, brows, procedures and dentistry apply to everyone. Estimates from a single photo can be wrong.

All of this happens in worker threads on the server, so one person's analysis does not slow down everyone else's page.

## Step 3: the stylist suggests looks, with reasons

Style suggestions come from rules written by people, applied to your analysis and to the attributes of every item in our catalogue: which hairstyles balance which face shapes, which colours suit which seasons, and so on. Each suggestion comes with the reason it was picked, so you can judge it rather than just accept it. Nothing about you is used to train a model.

## Step 4: previews are drawn on your photo

When you try a look, the engine draws it directly onto your photo:

- **Hair colour** is applied through a hair mask that the engine cuts from the photo itself, keeping the light and texture of your own strands.
- **Makeup** is layered on the regions of the face mesh (lips, lids, cheeks) with soft, feathered edges and blended with the skin beneath.
- **Brows and lashes** are drawn as individual hairs where your own brows and lash lines are.
- **Hairstyles and beards** are shaped templates fitted to your face: good previews, but not photographs.

The rule behind the renderer is to do no harm: it changes only what the look asks for, and where it is unsure what belongs to your hair or skin, it leaves the original pixels alone.

To keep previews quick, the server remembers what it found in the most recent photos (up to 32): the positions of the faces, their mesh points and a numeric descriptor of each face. It keeps this in memory only, never writes it to disk, and forgets it as newer photos arrive or when the server restarts. It does not keep the photo itself.

## Step 5 (optional): photoreal results from a generative provider

Templates have limits, especially for a completely new haircut. So a LookLab site can be set up by whoever runs it with a generative image provider: Google's Gemini, or any server that speaks the OpenAI image-editing protocol, which can be a model that the site's operator runs on their own hardware.

When a provider is set up and you generate a result with it, this is exactly what is sent: **your photo, the reference image if you made a custom style from one, and an instruction written by our server** from the options you chose. Your browser never sends free text to the model, which also stops anyone from slipping their own instructions in.

What comes back is never shown to you as it is. The engine scales it back to your photo, lines it up by the face's landmarks and blends it in through a soft mask of the chosen person's head, hair and neck. Everything else, including other people in the photo and the background, keeps its original pixels. It also checks that the face still looks like the same person; a result that does not is rejected with an error rather than shown.

Face detection, analysis and the instant previews always stay on the embedded engine, whichever provider is set up. What a provider does with the images it receives is governed by its own terms, which is one reason some operators prefer one they host themselves.

## What is stored, and for how long

- **Signed out:** nothing. Your photo and results live in your browser tab only, and are gone when you close it.
- **Signed in:** your makeovers (the uploaded photo, its analysis and the results you save), your favourite styles, your settings, and a count of your analyses, generated images and suggestions. Stored images are readable only when signed in to your account, and deleting a makeover deletes its original photo and every image made from it.
- **Share links:** when you share, we warn you first, because the link and its image are public to anyone who has it. Shared links and images are deleted automatically after one month.
- **Sign-up events** are recorded in the site's own database. A third-party analytics script loads only if the site's operator sets one up.

## Questions we get

**Can other people see my makeovers?** No, unless you create a share link.

**Do you sell or train on my photos?** No. The embedded engine's models are fixed; your photos are not used to train anything.

**Why does the analysis say something I disagree with?** It is an estimate from one photo, and lighting, angle and makeup all change it. Try a daylight photo taken straight on, and trust the mirror where they differ.

More answers are on our [FAQ](/faq), and you can always [contact us](/contact).
`;
