/** The territory map's drawing size; its box keeps this shape while the map loads. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 600;
export const MAP_ASPECT_RATIO = `${MAP_WIDTH} / ${MAP_HEIGHT}`;
