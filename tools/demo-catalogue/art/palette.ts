/**
 * Eight moods for the illustrations. A variant picks the time of day / season,
 * the crop that grows in the scene and the colour of the machines, so items of
 * the same scene still look different from each other.
 */

export type Crop =
  'tomato' | 'strawberry' | 'flower' | 'quinoa' | 'lettuce' | 'pepper' | 'corn' | 'potato';

export interface Palette {
  /** Sky gradient: top, middle, horizon. */
  sky: [string, string, string];
  sun: string;
  sunGlow: string;
  /** Sun position as fractions of width and of the horizon height. */
  sunAt: [number, number];
  sunR: number;
  moon: boolean;
  stars: boolean;
  cloud: string;
  cloudShade: string;
  clouds: number;
  /** Far range (mountains or hazy hills). */
  far: string;
  farShade: string;
  snow: string | null;
  /** Rolling hills from farthest to nearest. */
  hills: [string, string, string];
  ground: string;
  groundDark: string;
  soil: string;
  soilDark: string;
  leaf: string;
  leafDark: string;
  leafLight: string;
  crop: Crop;
  fruit: string;
  tree: string;
  treeDark: string;
  film: string;
  machine: string;
  machineRim: string;
  wall: string;
  wallDark: string;
  /** Shadow colour and strength. */
  shadow: string;
  shadowOpacity: number;
  /** Warm light for windows at dusk (null by day). */
  glow: string | null;
}

const PALETTES: Palette[] = [
  // 0 — clear morning in the valleys, tomatoes, red machinery
  {
    sky: ['#5fb4ea', '#a9dcf5', '#e6f6fb'],
    sun: '#fff6cf',
    sunGlow: '#fff3b0',
    sunAt: [0.78, 0.32],
    sunR: 46,
    moon: false,
    stars: false,
    cloud: '#ffffff',
    cloudShade: '#d9ecf7',
    clouds: 3,
    far: '#9fc3d8',
    farShade: '#86aec6',
    snow: null,
    hills: ['#8cc48a', '#5fae63', '#3f9150'],
    ground: '#79bd5a',
    groundDark: '#4f9a41',
    soil: '#9a6b47',
    soilDark: '#6f4a30',
    leaf: '#3f9a3c',
    leafDark: '#2a7431',
    leafLight: '#7cc552',
    crop: 'tomato',
    fruit: '#e8412c',
    tree: '#3d8f45',
    treeDark: '#2b6e38',
    film: '#e9f6fb',
    machine: '#d7332f',
    machineRim: '#f0f0f0',
    wall: '#e8f3ef',
    wallDark: '#c9e2da',
    shadow: '#1d3b2a',
    shadowOpacity: 0.22,
    glow: null,
  },
  // 1 — golden afternoon, strawberries, green machinery
  {
    sky: ['#78aee0', '#f5d9a8', '#fde9c4'],
    sun: '#fff1c2',
    sunGlow: '#ffd27a',
    sunAt: [0.2, 0.55],
    sunR: 54,
    moon: false,
    stars: false,
    cloud: '#fff6e6',
    cloudShade: '#f3d9b5',
    clouds: 2,
    far: '#c7b79b',
    farShade: '#b3a185',
    snow: null,
    hills: ['#b9c16f', '#8fae4f', '#6a963e'],
    ground: '#a9c25a',
    groundDark: '#7ea03f',
    soil: '#a0703f',
    soilDark: '#774f2a',
    leaf: '#4b9a3a',
    leafDark: '#32772d',
    leafLight: '#8cc95a',
    crop: 'strawberry',
    fruit: '#e0263d',
    tree: '#5b8f3a',
    treeDark: '#40702c',
    film: '#fbf3e2',
    machine: '#2f8f3e',
    machineRim: '#f4c430',
    wall: '#f7efe2',
    wallDark: '#e8d8bf',
    shadow: '#4a3116',
    shadowOpacity: 0.25,
    glow: null,
  },
  // 2 — sunset, flowers, blue machinery
  {
    sky: ['#46508f', '#e98a6d', '#fcc98b'],
    sun: '#ffe0a3',
    sunGlow: '#ffb36b',
    sunAt: [0.62, 0.8],
    sunR: 62,
    moon: false,
    stars: false,
    cloud: '#f7b6a0',
    cloudShade: '#d98a85',
    clouds: 3,
    far: '#9c7a9e',
    farShade: '#86658c',
    snow: null,
    hills: ['#8d7a8a', '#5f6e63', '#3f5a45'],
    ground: '#6d8d4c',
    groundDark: '#4c6d37',
    soil: '#8a5a42',
    soilDark: '#633d2d',
    leaf: '#3f7d3d',
    leafDark: '#2c5c30',
    leafLight: '#79a956',
    crop: 'flower',
    fruit: '#f06ba0',
    tree: '#3d6443',
    treeDark: '#2a4a33',
    film: '#fde7d6',
    machine: '#2a63c4',
    machineRim: '#dfe3ea',
    wall: '#fbe9de',
    wallDark: '#efcdbb',
    shadow: '#2b1b35',
    shadowOpacity: 0.28,
    glow: '#ffcf7a',
  },
  // 3 — altiplano dry season, quinoa, snowy cordillera, orange machinery
  {
    sky: ['#2f7fd1', '#8fc4ee', '#e4f1fa'],
    sun: '#fffbe6',
    sunGlow: '#fff6c4',
    sunAt: [0.16, 0.2],
    sunR: 40,
    moon: false,
    stars: false,
    cloud: '#ffffff',
    cloudShade: '#dbe9f5',
    clouds: 2,
    far: '#7f94b5',
    farShade: '#667c9f',
    snow: '#f7fbff',
    hills: ['#c8a675', '#b08a55', '#98733f'],
    ground: '#c9a465',
    groundDark: '#a9834a',
    soil: '#8f6a48',
    soilDark: '#6a4c32',
    leaf: '#6f9a3b',
    leafDark: '#4f762d',
    leafLight: '#a4c45a',
    crop: 'quinoa',
    fruit: '#d2452f',
    tree: '#5e7f3a',
    treeDark: '#43612b',
    film: '#eef5fb',
    machine: '#f07a1a',
    machineRim: '#3a3a3a',
    wall: '#eef2f7',
    wallDark: '#d3dce8',
    shadow: '#3b2a1a',
    shadowOpacity: 0.3,
    glow: null,
  },
  // 4 — rainy season, lush lettuce fields, yellow machinery
  {
    sky: ['#7fbcc4', '#bfe0dc', '#eef8f4'],
    sun: '#fffdf0',
    sunGlow: '#f2fbe8',
    sunAt: [0.5, 0.3],
    sunR: 38,
    moon: false,
    stars: false,
    cloud: '#fbfefd',
    cloudShade: '#cfe4e2',
    clouds: 5,
    far: '#8fb8b2',
    farShade: '#79a59f',
    snow: null,
    hills: ['#6fb59a', '#3f9a72', '#247a57'],
    ground: '#5cad62',
    groundDark: '#398a49',
    soil: '#7c5a45',
    soilDark: '#5a3f30',
    leaf: '#58b04a',
    leafDark: '#35873a',
    leafLight: '#a3d96a',
    crop: 'lettuce',
    fruit: '#9fd85a',
    tree: '#2f8a5a',
    treeDark: '#1f6a45',
    film: '#eafaf5',
    machine: '#f2b824',
    machineRim: '#2f2f2f',
    wall: '#e5f4f1',
    wallDark: '#c3e2dc',
    shadow: '#143a2c',
    shadowOpacity: 0.22,
    glow: null,
  },
  // 5 — dawn, bell peppers, red machinery
  {
    sky: ['#6a5fa8', '#d9a3b5', '#fbd9c0'],
    sun: '#fff0d6',
    sunGlow: '#ffc8a0',
    sunAt: [0.32, 0.86],
    sunR: 50,
    moon: false,
    stars: false,
    cloud: '#f3c9c9',
    cloudShade: '#cfa3b8',
    clouds: 3,
    far: '#8f86b3',
    farShade: '#7a70a0',
    snow: '#f4eef8',
    hills: ['#8c9ab5', '#5f8a7f', '#3f7560'],
    ground: '#6f9e62',
    groundDark: '#4d7e4b',
    soil: '#85604d',
    soilDark: '#5f4236',
    leaf: '#3f8a47',
    leafDark: '#2b6638',
    leafLight: '#7fb865',
    crop: 'pepper',
    fruit: '#e53b2a',
    tree: '#3b6f55',
    treeDark: '#2a543f',
    film: '#f7ecf2',
    machine: '#c8302c',
    machineRim: '#eeeeee',
    wall: '#f4ecf3',
    wallDark: '#dfcfe0',
    shadow: '#2a2140',
    shadowOpacity: 0.26,
    glow: '#ffd9a0',
  },
  // 6 — harvest season, maize, green machinery
  {
    sky: ['#4f9fd8', '#a8d3ee', '#f6ebc8'],
    sun: '#fff8da',
    sunGlow: '#ffe79a',
    sunAt: [0.86, 0.28],
    sunR: 44,
    moon: false,
    stars: false,
    cloud: '#ffffff',
    cloudShade: '#e3ecf1',
    clouds: 4,
    far: '#a6b6c2',
    farShade: '#8fa1b0',
    snow: null,
    hills: ['#d9b45a', '#c08c3c', '#8f7a36'],
    ground: '#c7b04f',
    groundDark: '#a08a36',
    soil: '#946440',
    soilDark: '#6d472b',
    leaf: '#7d9f3b',
    leafDark: '#5d7d2c',
    leafLight: '#b8c95a',
    crop: 'corn',
    fruit: '#f2c12e',
    tree: '#b8862f',
    treeDark: '#8a6424',
    film: '#f6f3e6',
    machine: '#2f8a3c',
    machineRim: '#f2c12e',
    wall: '#f6f0df',
    wallDark: '#e6dbbd',
    shadow: '#3d2c12',
    shadowOpacity: 0.25,
    glow: null,
  },
  // 7 — dusk with the first stars, potatoes, blue machinery, lit greenhouses
  {
    sky: ['#1d2a5c', '#5b4f8f', '#f2a072'],
    sun: '#ffd59a',
    sunGlow: '#ff9f6b',
    sunAt: [0.7, 0.95],
    sunR: 58,
    moon: true,
    stars: true,
    cloud: '#8a6f9e',
    cloudShade: '#6d5889',
    clouds: 2,
    far: '#4f4a7a',
    farShade: '#423e6a',
    snow: '#d9d4ec',
    hills: ['#4b4f78', '#33495a', '#243d40'],
    ground: '#3f6448',
    groundDark: '#2c4d38',
    soil: '#5e4236',
    soilDark: '#44302a',
    leaf: '#3b7346',
    leafDark: '#285436',
    leafLight: '#6a9c5c',
    crop: 'potato',
    fruit: '#e9dcf5',
    tree: '#2a4a3d',
    treeDark: '#1c352d',
    film: '#f3e3d3',
    machine: '#3a6fd1',
    machineRim: '#d8dce6',
    wall: '#e9e6f3',
    wallDark: '#cfc8e3',
    shadow: '#0d1026',
    shadowOpacity: 0.32,
    glow: '#ffc66e',
  },
];

export const palette = (variant: number): Palette => PALETTES[((variant % 8) + 8) % 8];
