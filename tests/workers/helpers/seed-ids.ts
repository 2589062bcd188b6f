// The seed's ids by their English names, for labelled sets: a governorate, a
// region (a district or a city) or a subcategory, so a set reads as places and
// kinds of things and stays right if the seed renumbers them.
import { subcategories } from "~/db/seed/catalog";
import { governorates, regions } from "~/db/seed/places";

function idOf(rows: Array<{ id: number; name_en: string }>, name: string): number {
  const row = rows.find((entry) => entry.name_en === name);
  if (!row) throw new Error(`not in the seed: ${name}`);
  return row.id;
}

export const governorateId = (name: string) => idOf(governorates, name);
export const regionId = (name: string) => idOf(regions, name);
export const subcategoryId = (name: string) => idOf(subcategories, name);

// Governorates, regions, subcategories and groups of subcategories the labelled sets name.
export const CAIRO = governorateId("Cairo");
export const GIZA = governorateId("Giza");
export const ALEX = governorateId("Alexandria");
export const DAKAHLIA = governorateId("Dakahlia");
export const GHARBIA = governorateId("Gharbia");
export const MONUFIA = governorateId("Monufia");
export const KAFR_EL_SHEIKH = governorateId("Kafr El Sheikh");
export const DAMIETTA = governorateId("Damietta");
export const PORT_SAID = governorateId("Port Said");
export const SUEZ = governorateId("Suez");
export const FAIYUM = governorateId("Faiyum");
export const ASYUT = governorateId("Asyut");
export const SOHAG = governorateId("Sohag");
export const QENA = governorateId("Qena");
export const RED_SEA = governorateId("Red Sea");
export const MATROUH = governorateId("Matrouh");
export const QALYUBIA = governorateId("Qalyubia");
export const SHARQIA = governorateId("Sharqia");
export const BENI_SUEF = governorateId("Beni Suef");
export const NASR_CITY = regionId("Nasr City");
export const HELIOPOLIS = regionId("Heliopolis");
export const MAADI = regionId("Maadi");
export const FIFTH_SETTLEMENT = regionId("Fifth Settlement");
export const FAISAL = regionId("Faisal");
export const OCTOBER = regionId("6th of October City");
export const ZAYED = regionId("Sheikh Zayed");
export const MOHANDESSIN = regionId("Mohandessin");
export const SMOUHA = regionId("Smouha");
export const MANSOURA = regionId("Mansoura");
export const TANTA = regionId("Tanta");
export const SADAT = regionId("Sadat City");
export const HURGHADA = regionId("Hurghada");
export const ALAMEIN = regionId("El Alamein");
export const CARS = subcategoryId("Cars");
export const MOTORBIKES = subcategoryId("Motorcycles");
export const TRUCKS = subcategoryId("Trucks and pickups");
export const MICROBUSES = subcategoryId("Microbuses and buses");
export const FLATS_SALE = subcategoryId("Apartments for sale");
export const FLATS_RENT = subcategoryId("Apartments for rent");
export const VILLAS = subcategoryId("Villas");
export const SHOPS = subcategoryId("Shops and offices");
export const LAND = subcategoryId("Land");
export const PHONES = subcategoryId("Mobile phones");
export const LAPTOPS = subcategoryId("Laptops and computers");
export const TVS = subcategoryId("TVs and screens");
export const TABLETS = subcategoryId("Tablets");
export const CONSOLES = subcategoryId("Game consoles");
export const BEDROOMS = subcategoryId("Bedrooms");
export const SOFAS = subcategoryId("Living rooms and sofas");
export const KITCHENS = subcategoryId("Kitchens");
export const APPLIANCES = subcategoryId("Home appliances");
export const AIR_CON = subcategoryId("Air conditioners");
export const HEAVY = subcategoryId("Heavy machinery");
export const GENERATORS = subcategoryId("Generators");
export const MACHINES = subcategoryId("Production lines and machines");
export const FACTORIES = subcategoryId("Factories for sale and rent");
export const FORKLIFTS = subcategoryId("Forklifts");
export const FLATS = [FLATS_SALE, FLATS_RENT];
export const VEHICLES = [CARS, MOTORBIKES, TRUCKS, MICROBUSES];
export const ESTATE = [FLATS_SALE, FLATS_RENT, VILLAS, SHOPS, LAND];
export const ELECTRONICS = [PHONES, LAPTOPS, TVS, TABLETS, CONSOLES];
export const HOME = [BEDROOMS, SOFAS, KITCHENS, APPLIANCES, AIR_CON];
export const INDUSTRY = [HEAVY, GENERATORS, MACHINES, FACTORIES, FORKLIFTS];
export const FURNITURE = [BEDROOMS, SOFAS, KITCHENS];
