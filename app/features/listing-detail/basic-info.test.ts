import { describe, expect, it } from 'vitest';
import { createVehicleDetail } from '../../../tests/support/vehicle-detail-factory.ts';
import { basicInfoGroups, equipmentColumns, isNonEmpty, powerText } from './basic-info.ts';

const labels = (groups: ReturnType<typeof basicInfoGroups>) => groups.flatMap((g) => g.rows.map((r) => r.label));

describe('basic info rows (SPEC §2 labels and the empty-row rule)', () => {
  it('treats 0, empty text and empty lists as empty', () => {
    expect([0, '', '  ', [], null, undefined, Number.NaN].map(isNonEmpty)).toEqual([false, false, false, false, false, false, false]);
    expect([1, 'x', ['a']].map(isNonEmpty)).toEqual([true, true, true]);
  });
  it('shows power as PS (kW)', () => {
    expect(powerText(116, 85)).toBe('116 PS (85 kW)');
    expect(powerText(0, 0)).toBeNull();
  });
  it('lists every label that has a value, in groups', () => {
    const groups = basicInfoGroups(createVehicleDetail({ electricRange: 420, electricRangeCity: 510 }));
    expect(groups.map((g) => g.title)).toEqual(['Basisdaten', 'Technische Daten', 'Umwelt und Verbrauch', 'Innenraum und Herkunft']);
    expect(labels(groups)).toEqual([
      'Erstzulassung',
      'Kilometerstand',
      'Leistung',
      'Treibstoff',
      'Farbe',
      'Unfallfahrzeug',
      'Vorbesitzer',
      'Online seit',
      'Nächstes Pickerl',
      'In Österreich zugelassen',
      'Angebotsnummer',
      'Kategorie',
      'Aufbau',
      'Getriebe',
      'Antrieb',
      'Türen',
      'Sitze',
      'Hubraum',
      'Leergewicht',
      'CO₂-Emissionen',
      'WLTP-Werte',
      'Elektrische Reichweite',
      'Schadstoffklasse',
      'Verbrauch',
      'Innenausstattung',
      'Ursprungsmarkt',
    ]);
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.find((r) => r.label === 'Leistung')?.value).toBe('116 PS (85 kW)');
    expect(rows.find((r) => r.label === 'Getriebe')?.value).toBe('Schaltgetriebe (6 Gänge)');
    expect(rows.find((r) => r.label === 'Hubraum')?.value).toBe('1.598 cm³');
    expect(rows.find((r) => r.label === 'Online seit')?.value).toBe('01.10.2026');
    expect(rows.find((r) => r.label === 'Nächstes Pickerl')?.value).toBe('03/2027');
    expect(rows.find((r) => r.label === 'Elektrische Reichweite')?.value).toBe('420 km (Stadt: 510 km)');
    expect(rows.find((r) => r.label === 'WLTP-Werte')?.value).toEqual(['CO₂-Emissionen kombiniert: 121 g/km', 'Verbrauch kombiniert: 4,6 l/100 km']);
  });
  it('drops rows without value and whole empty groups', () => {
    const groups = basicInfoGroups(
      createVehicleDetail({
        mileageKm: 0,
        bodyColor: null,
        offerReference: '',
        numberOfDoors: null,
        numberOfSeats: 0,
        engineDisplacement: null,
        emptyWeight: 0,
        co2: null,
        wltp: {
          co2EmissionsCombined: null,
          co2EmissionsCombinedWeighted: null,
          consumptionCombined: null,
          consumptionCombinedWeighted: null,
          consumptionElectricCombined: null,
          consumptionElectricCombinedWeighted: null,
        },
        euEmissionStandard: null,
        consumptionCombined: null,
        interiorDecoration: null,
        originalMarket: null,
      }),
    );
    expect(labels(groups)).toEqual([
      'Erstzulassung',
      'Leistung',
      'Treibstoff',
      'Unfallfahrzeug',
      'Vorbesitzer',
      'Online seit',
      'Nächstes Pickerl',
      'In Österreich zugelassen',
      'Kategorie',
      'Aufbau',
      'Getriebe',
      'Antrieb',
    ]);
  });
  it("shows an electric car's battery, continuous power, charging and heat pump", () => {
    const groups = basicInfoGroups(
      createVehicleDetail({
        electric: { continuousPowerInKW: 70, batteryCapacityKWh: 58, maxDcChargingKW: 125, maxAcChargingKW: 11, heatPump: true, batteryHealth: null },
      }),
    );
    expect(groups.find((g) => g.title === 'Elektroantrieb')?.rows).toEqual([
      { label: 'Nutzbare Batterie', value: '58,0 kWh' },
      { label: 'Dauerleistung', value: '70 kW' },
      { label: 'DC-Laden bis', value: '125 kW' },
      { label: 'AC-Laden bis', value: '11,0 kW' },
      { label: 'Wärmepumpe', value: 'Ja' },
    ]);
  });
});

describe('equipmentColumns', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `E${i}` }));
  it('splits into columns of ceil(count/3)', () => {
    expect(equipmentColumns(items(7)).map((c) => c.length)).toEqual([3, 3, 1]);
    expect(equipmentColumns(items(9)).map((c) => c.length)).toEqual([3, 3, 3]);
    expect(equipmentColumns(items(2)).map((c) => c.length)).toEqual([1, 1]);
    expect(equipmentColumns([])).toEqual([]);
  });
});
