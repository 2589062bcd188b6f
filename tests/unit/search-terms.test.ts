import { describe, expect, it } from "vitest";
import {
  readPricePhrase,
  addSlips,
  farLatinName,
  splitGluedModel,
  equivalentsOf,
  francoByConsonants,
  francoToArabic,
  isFranco,
  isOneSlip,
  readSearch,
  relaxedExpressions,
  searchExpressions,
  slipKeysOfQuery,
  slipKeysOfTerm,
  slipLookupKeys,
  slipRows,
} from "~/lib/search-terms";
import { CATALOGUE_NAMES } from "~/lib/search-catalogue-names";
import { PLACE_AREAS, PLACE_NAMES } from "~/lib/search-places";
import { lightStem, withStems } from "~/lib/arabic-stem";
import { governorates } from "~/db/seed/places";
import { brandCountries, categories, subcategories, thirdBranches } from "~/db/seed/catalog";

// The rules of search in both scripts, one by one. The test
// set against a real database is tests/workers/search-set.test.ts.

describe("normalisation of what is typed", () => {
  it("reads alef forms, ta marbuta, alef maqsura, diacritics, tatweel and Arabic-Indic digits as the index does", () => {
    expect(readSearch("آيفون ١٣").map((term) => term.typed)).toEqual(["ايفون 13"]);
    expect(readSearch("مُسْتَعْمَلَة").map((term) => term.typed)).toEqual(["مستعمله"]);
    expect(readSearch("كـــورولا").map((term) => term.typed)).toEqual(["كورولا"]);
    expect(readSearch("مستشفى إسكندرية").map((term) => term.typed)).toEqual(["مستشفي", "اسكندريه"]);
    expect(readSearch("  ؟!  ")).toEqual([]);
  });
});

describe("equivalents in the other script", () => {
  it("finds the catalogue's names and the word lists both ways", () => {
    expect(equivalentsOf("corolla")).toContain("كورولا");
    expect(equivalentsOf("كورولا")).toContain("corolla");
    expect(equivalentsOf("قشقاي")).toContain("qashqai");
    expect(equivalentsOf("iphone")).toEqual(expect.arrayContaining(["ايفون"]));
    expect(equivalentsOf("شقه")).toEqual(expect.arrayContaining(["flat", "apartment"]));
    expect(equivalentsOf("samsung")).toContain("سامسونج");
  });

  it("reads a phrase of the lists as one term, longest first", () => {
    const [laptop] = readSearch("لاب توب");
    expect(laptop.typed).toBe("لاب توب");
    expect(laptop.equivalents).toContain("laptop");
    expect(readSearch("iphone 15 مستعمل").map((term) => term.typed)).toEqual(["iphone 15", "مستعمل"]);
  });

  it("does not make look-alike words equivalent", () => {
    expect(equivalentsOf("شقه")).not.toContain("شنطه");
    expect(equivalentsOf("honda")).not.toContain("hyundai");
    expect(equivalentsOf("ساعه")).not.toContain("سماعه");
  });

  it("knows every name of the seed's catalogue of three words or fewer", () => {
    const known = new Set(CATALOGUE_NAMES.map(([ar, en]) => `${ar}|${en}`));
    const pairs: Array<[string, string]> = [
      ...categories.map((item) => [item.name, item.name_en] as [string, string]),
      ...subcategories.map((item) => [item.name, item.name_en] as [string, string]),
      ...brandCountries.map((item) => [item.name, item.name_en] as [string, string]),
      ...thirdBranches.flatMap((item) => [[item.name, item.name_en] as [string, string], ...item.models]),
    ];
    const missing = pairs.filter(([ar, en]) => ar !== en && ar.split(" ").length <= 3 && !known.has(`${ar}|${en}`));
    expect(missing).toEqual([]);
  });
});

describe("Franco-Arabic", () => {
  it("reads Latin letters with the digits that stand for Arabic letters", () => {
    expect(francoToArabic("3arabeya")).toContain("عربيه");
    expect(francoToArabic("3arabia")).toContain("عربيه");
    expect(francoToArabic("sha2a")).toContain("شقه");
    expect(francoToArabic("ma7al")).toEqual(["محل"]);
    expect(francoToArabic("2ahwa")).toContain("قهوه");
    expect(francoToArabic("saa3a")).toContain("ساعه");
    // Short vowels unwritten, or long (e/i as ي, o/u as و), as Egyptians write them both.
    expect(francoToArabic("5ales")).toEqual(["خلس", "خليس"]);
  });

  it("leaves alone what is not Franco-Arabic: plain words, model names, numbers", () => {
    for (const word of ["corolla", "c180", "x5", "ps5", "rav4", "320i", "2019", "a7", "e200"]) {
      expect(isFranco(word), word).toBe(false);
      expect(francoToArabic(word), word).toEqual([]);
    }
  });

  it("adds the Arabic spellings and their equivalents to the term", () => {
    const [term] = readSearch("sha2a");
    expect(term.equivalents).toEqual(expect.arrayContaining(["شقه", "flat", "apartment"]));
  });
});

describe("Franco-Arabic by its consonants, models, Egyptian spellings and optional words", () => {
  const term = (text: string) => readSearch(text)[0];
  const all = (text: string) => readSearch(text).map((found) => [found.typed, ...found.equivalents]);

  it("meets the lists' Arabic by consonants, whatever vowels are written, and not a word whose long vowels differ", () => {
    expect(francoByConsonants(["matba5"])).toContain("مطبخ");
    expect(francoByConsonants(["7affar"])).toContain("حفار");
    expect(francoByConsonants(["mikrobas"])).toContain("ميكروباص");
    expect(francoByConsonants(["talaga"])).toContain("تلاجه");
    // A construct's ة written "et", and a phrase read whole.
    expect(francoByConsonants(["odet", "nom"])).toEqual(["اوضه نوم"]);
    expect(francoByConsonants(["ghassalet", "atba2"])).toEqual(["غساله اطباق"]);
    // "zayed" has a long vowel: زايد, not the letter's name زد; "3arabeya" ends in a letter, so not عرب.
    expect(francoByConsonants(["zayed"])).toContain("زايد");
    expect(francoByConsonants(["zayed"])).not.toContain("زد");
    expect(francoByConsonants(["3arabeya"])).not.toContain("عرب");
    // A word of the lists or too short a word is left alone.
    expect(francoByConsonants(["samsung"])).toEqual([]);
    expect(francoByConsonants(["ab"])).toEqual([]);
    // A Latin place name typed in Franco is a place.
    expect(term("masr el gedida")).toMatchObject({ place: true });
    expect(term("masr el gedida").equivalents).toContain("heliopolis");
  });

  it("reads a model's name glued or apart both ways", () => {
    expect(term("legion5").equivalents).toEqual(expect.arrayContaining(["legion 5", "ليجن 5"]));
    expect(term("zfold5").equivalents).toContain("z fold5");
    expect(term("xps13").equivalents).toContain("xps 13");
    expect(term("gf 63")).toMatchObject({ typed: "gf 63", equivalents: ["gf63"] });
    expect(term("z flip 5").equivalents).toContain("z flip5");
    expect(term("ps 5").equivalents).toContain("ps5");
    // A variant word or a model's letter glued to the name is read apart ("ps5slim": ps5 slim, "tabs9": tab s9).
    expect(splitGluedModel("ps5slim")).toEqual(["ps5", "slim"]);
    expect(splitGluedModel("iphone15promax")).toEqual(["iphone15", "pro", "max"]);
    expect(splitGluedModel("tabs9")).toEqual(["tab", "s9"]);
    expect(term("ps5slim").equivalents).toContain("playstation 5");
    expect(splitGluedModel("a54")).toEqual(["a54"]);
    expect(splitGluedModel("gf63")).toEqual(["gf63"]);
    // A listed word before a number is a model's code when the two glued are a listed name ("pc 200": pc200).
    expect(term("pc 200")).toMatchObject({ typed: "pc 200", equivalents: ["pc200"] });
    // A word of the lists before a number stays two terms ("tv 75": a television and 75 anywhere).
    expect(readSearch("tv 75").map((found) => found.typed)).toEqual(["tv", "75"]);
  });

  it("reads an unknown Arabic word as the lists' Egyptian spelling of it", () => {
    expect(term("شأة").equivalents).toContain("شقه");
    expect(term("أطعة ارض").equivalents).toContain("قطعه ارض");
    expect(term("اتاث").equivalents).toContain("اثاث");
    expect(term("تليفيزيون").equivalents).toContain("تليفزيون");
    expect(term("اكسبوكس").equivalents).toContain("xbox");
    // A word the lists know, or a plural of one, is not respelt ("عربيات" is no عربات).
    expect(term("عربيات").equivalents).not.toContain("عربات");
    expect(term("شقه").equivalents).not.toContain("شاه");
  });

  it("does not require the words an ad may not say, but ranks the ads that say them first", () => {
    expect(all("used cars")[1]).toContain("car");
    const expressions = searchExpressions(readSearch("used cars"))!;
    expect(expressions.all).not.toContain('"used"');
    expect(expressions.tiers[0]).toContain('"used"');
    expect(expressions.tiers.length).toBeLessThanOrEqual(5);
    // Alone, an optional word is what is asked for.
    expect(searchExpressions(readSearch("مستعمل"))!.all).toContain('"مستعمل"');
  });

  it("reads a price's words in Franco-Arabic or with a fused ب", () => {
    expect(readPricePhrase("talaga ta7t 20000")).toEqual({ text: "talaga", maxPrice: 20_000 });
    expect(readPricePhrase("talaga a2al men 20000")).toEqual({ text: "talaga", maxPrice: 20_000 });
    expect(readPricePhrase("تكييف باقل من 45 الف")).toEqual({ text: "تكييف", maxPrice: 45_000 });
  });
});

describe("slips", () => {
  it("counts one letter wrong, missing or extra, or two neighbours swapped, in words of five letters or more", () => {
    expect(isOneSlip("كورلا", "كورولا")).toBe(true); // missing
    expect(isOneSlip("كوروولا", "كورولا")).toBe(true); // extra
    expect(isOneSlip("سامسونح", "سامسونج")).toBe(true); // wrong
    expect(isOneSlip("laptpo", "laptop")).toBe(true); // swapped
    expect(isOneSlip("toyta", "toyota")).toBe(true);
  });

  it("does not count two slips, equal words, short words or numbers", () => {
    expect(isOneSlip("كرلا", "كورولا")).toBe(false);
    expect(isOneSlip("corolla", "corolla")).toBe(false);
    expect(isOneSlip("honda", "hyundai")).toBe(false);
    expect(isOneSlip("شقه", "شنطه")).toBe(false);
    expect(isOneSlip("150000", "160000")).toBe(false);
    expect(slipKeysOfTerm("2019")).toEqual([]);
    expect(slipKeysOfQuery("شقه")).toEqual([]);
  });

  it("never slips a word it knows onto another it knows, or any word onto a place's name", () => {
    // Four letters, one missing: a slip by its letters, but both are words of the lists ("ساعة" a watch, "سماعة" headphones).
    expect(isOneSlip("ساعه", "سماعه")).toBe(true);
    expect(addSlips(readSearch("ساعه"), ["سماعه"])[0].slips).toEqual([]);
    // "عربية" (a car) is not "الغربية" (a governorate), and a word of four letters is read with a letter missing ("تكيف" is تكييف).
    expect(addSlips(readSearch("عربيه"), ["غربيه"])[0].slips).toEqual([]);
    // (A long vowel typed once for two is also the lists' own spelling: an equivalent, not a slip.)
    const [airCon] = addSlips(readSearch("تكيف"), []);
    expect([...airCon.equivalents, ...airCon.slips]).toContain("تكييف");
    // A known word still finds an ad's own misspelling.
    expect(addSlips(readSearch("كورولا"), ["كورلا"])[0].slips).toContain("كورلا");
  });

  it("indexes a word by itself and by each one-letter deletion, so a typed word's keys meet its slips' keys", () => {
    expect(slipKeysOfTerm("corolla").sort()).toEqual(["corolla", "orolla", "crolla", "coolla", "corlla", "corola", "coroll"].sort());
    expect(slipRows("شقه كورولا")).toEqual(slipKeysOfTerm("كورولا").map((key) => [key, "كورولا"]));
    // "كورلا" (typed) and "كورولا" (indexed) share a key: the typed word itself.
    const shared = slipKeysOfQuery("كورلا").filter((key) => slipKeysOfTerm("كورولا").includes(key));
    expect(shared).toContain("كورلا");
  });

  it("prefers a missing or extra letter to a wrong one, and adds the slip's equivalents", () => {
    const terms = addSlips(readSearch("كورلا"), ["كورولا", "كورسا"]);
    expect(terms[0].slips).toEqual(expect.arrayContaining(["كورولا", "corolla"]));
    expect(terms[0].slips).not.toContain("كورسا");
    // A slip of a word of the lists needs no ad in that script: "corola" finds the Arabic ads through "corolla".
    const [corola] = addSlips(readSearch("corola"), []);
    expect([...corola.equivalents, ...corola.slips]).toEqual(expect.arrayContaining(["corolla", "كورولا"]));
    expect(slipLookupKeys(readSearch("شقه"))).toEqual([]);
  });
});

describe("full-text expressions", () => {
  it("quotes every word, ORs a term's alternatives, ANDs the terms and ranks the typed words in titles first", () => {
    const terms = addSlips(readSearch("شقة corolla"), []);
    const expressions = searchExpressions(terms)!;
    expect(expressions.all).toBe('("شقه" OR "شقق" OR "flat" OR "apartment") AND ("corolla"* OR "كورولا")');
    expect(expressions.tiers[0]).toBe('name : ("شقه") AND name : ("corolla"*)');
    expect(expressions.tiers.at(-1)).toBe(expressions.all);
  });

  it("never lets typed text break the expression", () => {
    // "or" alone between two words asks for either: still two quoted words, never the operator typed.
    expect(searchExpressions(readSearch('a" OR b'))!.all).toBe('("a" OR "b")');
    expect(searchExpressions(readSearch('a" AND b'))!.all).toBe('("a" OR "b")');
    expect(searchExpressions(readSearch("؟!"))).toBeNull();
  });
});

describe("a category, filler words and specs", () => {
  it("finds a category's subcategories by the names people use, one way", () => {
    const [furniture] = readSearch("قسم الموبيليا");
    expect(furniture.typed).toBe("موبيليا");
    expect(furniture.equivalents).toEqual(expect.arrayContaining(["اثاث", "furniture", "غرف نوم bedrooms", "مطابخ kitchens"]));
    // A kitchen is not furniture's name, and a bedroom's name does not find the kitchens.
    expect(furniture.equivalents).not.toContain("مطبخ");
    expect(readSearch("غرف نوم")[0].equivalents).not.toContain("مطابخ kitchens");
  });

  it("reads 'و' or 'and' between two words as either", () => {
    const terms = readSearch("تابلت و ايباد");
    expect(terms.map((term) => term.typed)).toEqual(["تابلت"]);
    expect(terms[0].equivalents).toEqual(expect.arrayContaining(["ايباد", "ipad", "tablet"]));
    // A phrase of the lists holding one is read whole.
    expect(readSearch("trucks and pickups").map((term) => term.typed)).toEqual(["trucks and pickups"]);
  });

  it("keeps condition words and a spec's unit soft, its number required and whole", () => {
    const terms = readSearch("مطلوب تكييف 1.5 حصان بحالة كويسة");
    expect(terms.map((term) => [term.typed, Boolean(term.optional)])).toEqual([
      ["مطلوب", true],
      ["تكييف", false],
      ["1 5", false],
      ["حصان", true],
      ["بحاله", true],
      ["كويسه", true],
    ]);
  });
});

describe("the words as ads write them", () => {
  it("meets a word's light stem: the fused و, plural and feminine endings", () => {
    for (const [word, stem] of [
      ["وتلاجه", "تلاج"],
      ["ثلاجات", "ثلاج"],
      ["عربيات", "عربي"],
      ["عربيه", "عربي"],
      ["موبايلات", "موبايل"],
      ["لابتوبات", "لابتوب"],
      ["ياباني", "ياباني"],
      ["iphone", "iphone"],
    ])
      expect(lightStem(word), word).toBe(stem);
    expect(withStems("تلاجه وغساله")).toBe("تلاجه وغساله تلاج غسال");
  });

  it("reads plurals, category names, glued numbers, letters' names and Latin spellings", () => {
    const [plural] = readSearch("شقق");
    expect(plural.equivalents).toContain("شقه");
    expect(readSearch("تلاجات")[0].equivalents).toEqual(expect.arrayContaining(["ثلاجه", "ثلاج"]));
    expect(readSearch("ايفون12").map((term) => term.typed)).toEqual(["ايفون 12"]);
    expect(readSearch("جالاكسى اس ٢٣").map((term) => term.typed)).toEqual(["جالاكسي s23"]);
    expect(readSearch("ifone")[0].equivalents).toEqual(expect.arrayContaining(["iphone", "ايفون"]));
    expect(readSearch("shaqa")[0].equivalents).toContain("شقه");
    expect(readSearch("sha2a lel egar").map((term) => term.typed)).toEqual(["sha2a", "egar"]);
    expect(readSearch("شقة المعادي")[1]).toMatchObject({ typed: "معادي", place: true });
  });

  it("reads a most-price among the words as the price filter", () => {
    expect(readPricePhrase("عربية تحت 500 الف")).toEqual({ text: "عربيه", maxPrice: 500_000 });
    expect(readPricePhrase("شقة ب ٢ مليون")).toEqual({ text: "شقه", maxPrice: 2_000_000 });
    expect(readPricePhrase("laptop 40000")).toEqual({ text: "laptop", maxPrice: 40_000 });
    // A year or a model's number is not a price.
    expect(readPricePhrase("كورولا 2019")).toBeNull();
    expect(readPricePhrase("شاشة 75 بوصة")).toBeNull();
    // A number glued to a word is part of a name, not a price (with or without Arabic-Indic digits).
    expect(readPricePhrase("عربيةبلا185018")).toBeNull();
    expect(readPricePhrase("موديل٥٠٠٠٠")).toBeNull();
    expect(readPricePhrase("laptop ٤٠٠٠٠")).toEqual({ text: "laptop", maxPrice: 40_000 });
    // One digit glued to k is a screen's resolution; a marker before it makes it a price.
    expect(readPricePhrase("شاشات 4k سمارت")).toBeNull();
    expect(readPricePhrase("laptop 40k")).toEqual({ text: "laptop", maxPrice: 40_000 });
    expect(readPricePhrase("headphones under 5k")).toEqual({ text: "headphones", maxPrice: 5_000 });
    // "في حدود" (about) before a price, and a half or a quarter of thousands or millions.
    expect(readPricePhrase("موبايل في حدود 15 الف")).toEqual({ text: "موبايل في", maxPrice: 15_000 });
    expect(readPricePhrase("كلارك تحت نص مليون")).toEqual({ text: "كلارك", maxPrice: 500_000 });
    expect(readPricePhrase("كتاب نص")).toBeNull();
  });

  it("reads a governorate or the coast as any of its places, short names too", () => {
    const term = (text: string) => readSearch(text)[0];
    expect(term("alex")).toMatchObject({ place: true });
    expect(term("alex").equivalents).toEqual(expect.arrayContaining(["اسكندريه", "alexandria", "سموحه", "smouha", "سيدي جابر"]));
    expect(term("north coast").equivalents).toEqual(expect.arrayContaining(["علمين", "el alamein", "مرسي مطروح"]));
    expect(term("الساحل")).toMatchObject({ place: true });
    // A place named like a word of the other lists is left out: "مطروح" does not find every ad with a bathroom (حمام).
    expect(term("مطروح").equivalents).not.toContain("حمام");
    expect(term("جنوب سيناء").equivalents).not.toContain("دهب");
    // One way: a district does not find its governorate's other districts.
    expect(term("سموحة").equivalents).not.toContain("ستانلي");
  });

  it("holds each governorate of the seed with its places", () => {
    for (const governorate of governorates) {
      const places = governorate.regions.map((region) => region.name).filter((name) => name !== governorate.name);
      expect(PLACE_AREAS, governorate.name).toContainEqual([governorate.name, places]);
    }
  });

  it("knows every place of the seed, in both scripts", () => {
    for (const governorate of governorates)
      for (const [name, nameEn] of [[governorate.name, governorate.name_en], ...governorate.regions.map((region) => [region.name, region.name_en])])
        expect(PLACE_NAMES, name).toContainEqual([name, nameEn]);
  });
});

describe("a mistyped Latin word", () => {
  const term = (text: string) => readSearch(text)[0];

  it("is read as the listed Latin word it nearly is, not by its consonants as another", () => {
    expect(francoByConsonants(["ipone"])).toEqual([]);
    expect(francoByConsonants(["zayed"]).length).toBeGreaterThan(0);
  });

  it("of eight letters or more, two edits from a listed name (glued phrases too); of six or seven, one", () => {
    expect(farLatinName("jungheinrik")).toBe("jungheinrich");
    expect(farLatinName("airconditoner")).toBe("air conditioner");
    expect(term("airconditoner").equivalents).toContain("تكييف");
    expect(farLatinName("catterpillar")).toBe("caterpillar");
    // A listed word is never another; a short word is never two edits away.
    expect(farLatinName("kitchen")).toBeNull();
    expect(farLatinName("laptob")).toBe("laptop");
    expect(farLatinName("lapdob")).toBeNull();
  });

  it("reads English words for a phone and for buying", () => {
    expect(term("smartphone").equivalents).toContain("موبايل");
    expect(term("forklift").equivalents).toEqual(expect.arrayContaining(["رافعه شوكيه", "كلارك"]));
    expect(term("heavy machines").equivalents).toContain("معدات ثقيله");
    expect(term("tamleek").equivalents).toContain("بيع");
    expect(readSearch("apartment to buy").map((found) => [found.typed, found.optional])).toEqual([
      ["apartment", false],
      ["buy", true],
    ]);
  });
});

describe("doubled letters, keys beside the right one, English names and makers' lines", () => {
  const term = (text: string) => readSearch(text)[0];
  const all = (text: string) => readSearch(text).map((found) => [found.typed, ...found.equivalents]);

  it("reads a letter typed twice as once, and a key beside the right one as the listed word", () => {
    expect(term("فيللا").equivalents).toContain("فيلا");
    expect(term("مطبح").equivalents).toContain("مطبخ");
    expect(term("tala7a").equivalents).toContain("تلاجه");
    // Not a short word onto another, nor a known word, nor a Latin word one slip from a listed one.
    expect(term("arabeya").equivalents).not.toContain("اوبو");
    expect(term("حمراء").equivalents).toEqual([]);
    expect(term("tayota").equivalents).not.toContain("توين");
  });

  it("reads English names and plurals of catalogue words, and listed phrases in the plural or with a slip", () => {
    expect(all("split ac")[1]).toContain("تكييف");
    expect(term("minibus").equivalents).toContain("ميكروباص");
    expect(term("flats").equivalents).toContain("شقه");
    expect(term("flats").equivalents).not.toContain("فيلات");
    expect(term("عربيات نقل").equivalents).toContain("عربيه نقل");
    expect(term("air condtioner").equivalents).toContain("تكييف");
  });

  it("does not require a kind's qualifier, nor an optional word typed in Franco-Arabic or with a slip", () => {
    expect(searchExpressions(readSearch("split ac"))!.all).not.toContain("split");
    expect(searchExpressions(readSearch("3arabeya mosta3mala"))!.all).not.toContain("mosta3mala");
    expect(searchExpressions(readSearch("شقه للبيعع"))!.all).not.toContain("بيعع");
  });

  it("finds a maker's lines by its name, not the other way", () => {
    expect(term("سامسونج").equivalents).toContain("جالاكسي");
    expect(term("جالاكسي").equivalents).not.toContain("سامسونج");
  });

  it("relaxes a search: leaves out the words no ad has, ranks all the other words above all but one", () => {
    const terms = readSearch("فيلا الساحل العلمين");
    const relaxed = relaxedExpressions(terms, [12, 0, 3])!;
    expect(relaxed.relaxed).toEqual({ dropped: ["ساحل"], partial: true });
    expect(relaxed.all).not.toContain("ساحل");
    // Every word left in the title first; last, either word anywhere (the set every sort shows).
    expect(relaxed.tiers[0]).toContain('name : ("فيلا"');
    expect(relaxed.tiers[0]).toContain(" AND ");
    expect(relaxed.all).toContain(" OR ");
    expect(relaxed.tiers.length).toBeLessThanOrEqual(5);
    // The commonest word (فيلا, 12 ads) is the one left out first: the rarer place comes alone in the third tier.
    expect(relaxed.tiers[2]).toContain("علمين");
    expect(relaxed.tiers[2]).not.toContain("فيلا");
  });

  it("does not relax a search when nothing would change, nor when no word is left", () => {
    expect(relaxedExpressions(readSearch("فيلا الساحل"), [0, 0])).toBeNull();
    expect(relaxedExpressions(readSearch("فيلا"), [5])).toBeNull();
    // An optional word is never named as left out.
    expect(relaxedExpressions(readSearch("zzzz used"), [3, 0])).toBeNull();
  });
});
