export interface Category {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  image: string | null;
  description: string | null;
  description_en: string | null;
}

export async function listCategories({ db }: { db: D1Database }): Promise<Category[]> {
  const { results } = await db
    .prepare("SELECT id, slug, name, name_en, image, description, description_en FROM categories ORDER BY sort, id")
    .all<Category>();
  return results;
}
