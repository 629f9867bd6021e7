import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineDistanceKm, isValidGeoPoint } from './geo.ts';

const auckland = { latitude: -36.8485, longitude: 174.7633 };
const wellington = { latitude: -41.2865, longitude: 174.7762 };
const christchurch = { latitude: -43.531, longitude: 172.6369 };
const dunedin = { latitude: -45.8742, longitude: 170.5036 };

describe('haversine distance (loan-application §9: Earth radius 6371 km)', () => {
  it('uses the spec Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('puts Auckland about 494 km from Wellington', () => {
    expect(haversineDistanceKm(auckland, wellington)).toBeCloseTo(493.5, 1);
  });

  it('gives known New Zealand city distances', () => {
    expect(haversineDistanceKm(auckland, christchurch)).toBeCloseTo(764.6, 1);
    expect(haversineDistanceKm(wellington, christchurch)).toBeCloseTo(305.2, 1);
    expect(haversineDistanceKm(christchurch, dunedin)).toBeCloseTo(310.3, 1);
  });

  it('matches the Rosetta Code reference (Nashville to Los Angeles, 2886.44 km at radius 6371)', () => {
    const nashville = { latitude: 36.12, longitude: -86.67 };
    const losAngeles = { latitude: 33.94, longitude: -118.4 };
    expect(haversineDistanceKm(nashville, losAngeles)).toBeCloseTo(2886.444, 2);
  });

  it('is zero from a point to itself and the same both ways', () => {
    expect(haversineDistanceKm(auckland, auckland)).toBe(0);
    expect(haversineDistanceKm(wellington, auckland)).toBe(
      haversineDistanceKm(auckland, wellington),
    );
  });

  it('gives half the circumference for antipodal points, without NaN', () => {
    const antipode = { latitude: 36.8485, longitude: 174.7633 - 180 };
    expect(haversineDistanceKm(auckland, antipode)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('crosses the 180° meridian the short way (Chatham Islands side)', () => {
    const west = { latitude: -44, longitude: 179.9 };
    const east = { latitude: -44, longitude: -179.9 };
    expect(haversineDistanceKm(west, east)).toBeLessThan(20);
  });
});

describe('coordinate checks', () => {
  it('accepts New Zealand coordinates and the range limits', () => {
    expect(isValidGeoPoint(auckland)).toBe(true);
    expect(isValidGeoPoint({ latitude: -90, longitude: 180 })).toBe(true);
  });

  it('rejects out-of-range and non-finite coordinates', () => {
    expect(isValidGeoPoint({ latitude: -91, longitude: 174 })).toBe(false);
    expect(isValidGeoPoint({ latitude: -36, longitude: 181 })).toBe(false);
    expect(isValidGeoPoint({ latitude: Number.NaN, longitude: 174 })).toBe(false);
    expect(isValidGeoPoint({ latitude: -36, longitude: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
