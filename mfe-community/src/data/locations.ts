/** docs/product-rules.md, "Community" Location (the member's follow state lives in the store). */
export interface Location {
  name: string;
  postsCount: number;
  description: string;
  coordinates: { latitude: number; longitude: number };
}

export const sampleLocations: Location[] = [
  {
    name: 'New York, NY',
    postsCount: 48_200,
    description: 'Early runs, late nights and big plans from members in the city that never sleeps.',
    coordinates: { latitude: 40.7128, longitude: -74.006 },
  },
  {
    name: 'London, United Kingdom',
    postsCount: 39_750,
    description: 'Journaling cafés, park walks and the London mindset meet-ups.',
    coordinates: { latitude: 51.5072, longitude: -0.1276 },
  },
  {
    name: 'Bali, Indonesia',
    postsCount: 27_300,
    description: 'Retreats, rest days and sunrise reflections.',
    coordinates: { latitude: -8.3405, longitude: 115.092 },
  },
  {
    name: 'Lake District, England',
    postsCount: 8_640,
    description: 'Fells, lakes and quiet mornings for a clear head.',
    coordinates: { latitude: 54.4609, longitude: -3.0886 },
  },
  {
    name: 'Toronto, Canada',
    postsCount: 12_900,
    description: 'Race days, lakeshore runs and the Toronto accountability crew.',
    coordinates: { latitude: 43.6532, longitude: -79.3832 },
  },
  {
    name: 'Lisbon, Portugal',
    postsCount: 6_480,
    description: 'Planning sessions with a view and remote-work routines.',
    coordinates: { latitude: 38.7223, longitude: -9.1393 },
  },
];

export function findLocation(name: string): Location | undefined {
  const wanted = name.trim().toLowerCase();
  return sampleLocations.find((location) => location.name.toLowerCase() === wanted);
}
