import { colors } from './define-item';

/** Shade palettes per makeup category: real-world shade families with representative hexes. */
export const lipstickShades = colors([
  ['Classic Red', '#b3122e'],
  ['Ruby Woo', '#9b111e'],
  ['Brick Red', '#8e3a2c'],
  ['Coral', '#f06a5a'],
  ['Pink Nude', '#d8a0a0'],
  ['Rosewood', '#a85a5f'],
  ['Mauve', '#a6707f'],
  ['Berry', '#7b2346'],
  ['Plum', '#5e2440'],
  ['Fuchsia', '#d01f7a'],
  ['Peach Nude', '#e0a084'],
  ['Caramel Nude', '#b57b5e'],
  ['Chocolate', '#5c3326'],
  ['Deep Wine', '#4a1426'],
  ['Orange Red', '#e0402a'],
  ['Black Cherry', '#3a0f1c', 'Spark'],
]);

export const lipLinerShades = colors([
  ['Nude', '#c08a78'],
  ['Rose', '#b0646e'],
  ['Red', '#a11a2b'],
  ['Berry', '#7b2346'],
  ['Plum', '#5e2440'],
  ['Spice', '#8e4a38'],
  ['Cocoa', '#5c3326'],
  ['Coral', '#d8604f'],
  ['Clear', 'N/A'],
]);

export const lipTintShades = colors([
  ['Cherry', '#c8243c'],
  ['Rose', '#d9667c'],
  ['Peach', '#f0937a'],
  ['Coral', '#f06a5a'],
  ['Berry', '#9a2e55'],
  ['Plum', '#7a2c4e'],
  ['Orange', '#ee6b3b'],
  ['Watermelon', '#f0566e'],
]);

export const foundationShades = colors([
  ['Porcelain', '#f6e1d3'],
  ['Ivory', '#f1d7c1'],
  ['Light Beige', '#e9c7a9'],
  ['Natural Beige', '#dcb18f'],
  ['Warm Sand', '#d3a37d'],
  ['Honey', '#c28e62'],
  ['Golden Tan', '#b47b4f'],
  ['Caramel', '#a26a43'],
  ['Almond', '#8d5a38'],
  ['Chestnut', '#744628'],
  ['Espresso', '#5a341d'],
  ['Deep Ebony', '#3d2314'],
]);

export const concealerShades = colors([
  ['Fair', '#f6e0cf'],
  ['Light', '#efd2b9'],
  ['Light Medium', '#e2bf9c'],
  ['Medium', '#d3a880'],
  ['Tan', '#bd8c60'],
  ['Deep', '#8e5c38'],
  ['Rich', '#62391f'],
  ['Peach Corrector', '#f2b08e'],
  ['Green Corrector', '#b8d8a8'],
  ['Lavender Corrector', '#d6c8ec'],
]);

export const blushShades = colors([
  ['Soft Pink', '#f1a7b5'],
  ['Peach', '#f4a888'],
  ['Coral', '#f28072'],
  ['Rose', '#d9788a'],
  ['Berry', '#b34d6d'],
  ['Mauve', '#b98595'],
  ['Terracotta', '#c26a4e'],
  ['Plum', '#8e3f5f'],
  ['Apricot', '#f6b083'],
]);

export const contourShades = colors([
  ['Light Taupe', '#b49a88'],
  ['Cool Taupe', '#9a8072'],
  ['Medium Ash', '#8b6c5a'],
  ['Neutral Brown', '#7a5640'],
  ['Deep Cocoa', '#5a3a28'],
  ['Espresso', '#3e281c'],
]);

export const highlighterShades = colors([
  ['Champagne', '#f3e2c0'],
  ['Pearl', '#f5efe6'],
  ['Rose Gold', '#efc2b0'],
  ['Golden', '#f0cf8a'],
  ['Bronze Glow', '#d6a170'],
  ['Opal', '#eae4f4'],
  ['Moonstone', '#dfe6ee'],
]);

export const bronzerShades = colors([
  ['Sun Kissed', '#c98a5c'],
  ['Golden Bronze', '#b97a45'],
  ['Warm Tan', '#a86f48'],
  ['Terracotta', '#a95d3f'],
  ['Deep Bronze', '#80502f'],
  ['Cool Bronze', '#9a7560'],
]);

export const eyelinerShades = colors([
  ['Carbon Black', '#111111'],
  ['Soft Black', '#2a2626'],
  ['Espresso Brown', '#3e2a1f'],
  ['Charcoal', '#3a3d42'],
  ['Navy', '#1c2a5a'],
  ['Plum', '#5a2a4a'],
  ['Emerald', '#1f6b4f'],
  ['Cobalt Blue', '#1f57d6', 'Spark'],
  ['White', '#f6f6f6', 'Spark'],
  ['Gold', '#c8a040', 'Spark'],
]);

export const mascaraShades = colors([
  ['Black', '#111111'],
  ['Brown Black', '#2a1d16'],
  ['Brown', '#4a3020'],
  ['Clear', 'N/A'],
  ['Navy', '#1c2a5a', 'Spark'],
  ['Burgundy', '#5e1a2b', 'Spark'],
  ['Violet', '#5a2d82', 'Spark'],
]);

export const eyebrowShades = colors([
  ['Blonde', '#b89a6e'],
  ['Taupe', '#8d7a68'],
  ['Soft Brown', '#7a5a44'],
  ['Medium Brown', '#5e4230'],
  ['Auburn', '#7a3e26'],
  ['Dark Brown', '#3e2a1f'],
  ['Ebony', '#1f1a17'],
  ['Grey', '#8a8a8a'],
]);
