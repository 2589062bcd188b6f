import { expect, test, visit, type TestInfo } from "./test";
import { adminPage, createVerifiedUser, expectToast } from "./fixtures";

// The admin edits a category's attribute fields, with
// JavaScript off and on, in Arabic: a refused field keeps what was typed and
// says why; a new number field and a new choice of the fuel field show in
// the admin's lists and in the API's fields call (what the ad form and the
// filter sheet read); a seller's ad gives both through the API; deleting the
// choice and the field asks first, then takes the ad's values with them.

function tagFor(testInfo: TestInfo): string {
  return `${testInfo.project.name === "js" ? "j" : "n"}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

type ApiField = {
  key: string;
  kind: string;
  label: string;
  min: number | null;
  max: number | null;
  filterable: boolean;
  options: Array<{ key: string; label: string }>;
};

test("the admin adds a number field and a fuel choice to vehicles; the API lists them; the field is deleted again", async ({
  browser,
  request,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = tagFor(testInfo);
  const admin = await adminPage(browser, testInfo);

  // From the category's page to its fields.
  await visit(admin, "/admin/categories/1");
  await admin.getByRole("link", { name: "خصائص القسم" }).click();
  await expect(admin).toHaveURL(/\/admin\/categories\/1\/attributes$/);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("خصائص");
  await expect(admin.locator('tr[data-field-key="year"]')).toContainText("سنة الصنع");

  // A range the wrong way round is refused, and the form keeps what was typed.
  const key = `owners_${tag}`;
  const label = `عدد الملاك ${tag}`;
  const form = admin.locator("#new-field-form");
  await form.getByLabel("المفتاح").fill(key);
  await form.getByLabel("النوع").selectOption({ label: "رقم" });
  await form.getByLabel("الاسم (عربي)").fill(label);
  await form.getByLabel("الاسم (إنجليزي)").fill(`Owners ${tag}`);
  await form.getByLabel("أصغر قيمة").fill("5");
  await form.getByLabel(/أكبر قيمة/).fill("1");
  await form.getByLabel("يمكن للمشتري التصفية بها").check();
  await form.getByRole("button", { name: "أضف" }).click();
  await expect(admin.getByText("يجب ألا تقل أكبر قيمة عن أصغر قيمة")).toBeVisible();
  await expect(form.getByLabel("الاسم (عربي)")).toHaveValue(label);
  await expect(form.getByLabel("يمكن للمشتري التصفية بها")).toBeChecked();

  await form.getByLabel("أصغر قيمة").fill("1");
  await form.getByLabel(/أكبر قيمة/).fill("5");
  await form.getByRole("button", { name: "أضف" }).click();
  await expect(admin).toHaveURL(/\/admin\/attributes\/\d+$/);
  await expectToast(admin, "تمت الإضافة");
  await expect(admin.getByRole("heading", { level: 1, name: label })).toBeVisible();
  const fieldPath = new URL(admin.url()).pathname;

  // The list shows it; the API's fields call gives it.
  await admin.getByRole("link", { name: "خصائص القسم" }).click();
  await expect(admin.locator(`tr[data-field-key="${key}"]`)).toContainText(label);
  await expect(admin.locator(`tr[data-field-key="${key}"]`)).toContainText("للتصفية");
  const listed = async () => (await (await request.get("/public/api/client/categories/1/attributes")).json()).data as ApiField[];
  expect((await listed()).find((field) => field.key === key)).toMatchObject({ kind: "number", label, min: 1, max: 5, filterable: true });

  // A new choice of the fuel field.
  await admin.getByRole("link", { name: "تعديل الخاصية «نوع الوقود»" }).click();
  const option = admin.locator("#new-option-form");
  const optionKey = `petrol95_${tag}`;
  const optionLabel = `بنزين ٩٥ ${tag}`;
  await option.getByLabel("المفتاح").fill(optionKey);
  await option.getByLabel("الاسم (عربي)").fill(optionLabel);
  await option.getByLabel("الاسم (إنجليزي)").fill(`Petrol 95 ${tag}`);
  await option.getByRole("button", { name: "أضف" }).click();
  await expectToast(admin, "تمت الإضافة");
  await expect(admin.locator(`li[data-option-key="${optionKey}"]`)).toContainText(optionLabel);
  // The same key again is refused with its message.
  await option.getByLabel("المفتاح").fill(optionKey);
  await option.getByLabel("الاسم (عربي)").fill("مكرر");
  await option.getByLabel("الاسم (إنجليزي)").fill("Twice");
  await option.getByRole("button", { name: "أضف" }).click();
  await expect(admin.getByText("يوجد في هذه الخاصية اختيار بهذا المفتاح")).toBeVisible();
  const fuel = (await listed()).find((field) => field.key === "fuel")!;
  expect(fuel.options.map((choice) => choice.key)).toContain(optionKey);
  expect(fuel.options.find((choice) => choice.key === optionKey)!.label).toBe(optionLabel);

  // A seller chooses it through the API (in a vehicles subcategory, with the new field too).
  const seller = await createVerifiedUser(page, request, testInfo);
  const login = await request.post("/public/api/user/login", { data: { phone_number: seller.e164, password: seller.password } });
  const token = (await login.json()).data.token as string;
  const first = async (path: string) => ((await (await request.get(`/public/api/client/${path}`)).json()).data as Array<{ id: number }>)[0].id;
  const subcategory = await first("subcategories/1");
  const brandCountry = await first(`brand-countries/${subcategory}`);
  const thirdBranch = await first(`third-branches/${brandCountry}`);
  const posted = await request.post("/public/api/client/ads", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: `سيارة ${tag}`,
      description: "حالة ممتازة، صيانة توكيل",
      price: "450000",
      notes: "السعر قابل للتفاوض",
      negotiable: "1",
      status: "used",
      latitude: "30.05",
      longitude: "31.34",
      address: "مدينة نصر",
      category_id: "1",
      subcategory_id: String(subcategory),
      brand_country_id: String(brandCountry),
      third_branch_id: String(thirdBranch),
      attributes: JSON.stringify({ fuel: optionKey, [key]: 2 }),
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const ad = (await posted.json()).data.ad as { id: number; attributes: Record<string, unknown> };
  expect(ad.attributes).toMatchObject({ fuel: optionKey, [key]: 2 });

  // Deleting the choice now asks first, saying how many ads chose it; then it goes from the ad.
  await visit(admin, new URL(admin.url()).pathname);
  await expect(admin.locator(`li[data-option-key="${optionKey}"]`)).toContainText("إعلانات اختارته: 1");
  await admin.getByRole("button", { name: `حذف الاختيار «${optionLabel}»` }).click();
  await expect(admin.getByText(`عدد الإعلانات التي اختارت «${optionLabel}»: 1`)).toBeVisible();
  await expect(admin.locator(`li[data-option-key="${optionKey}"]`)).toHaveCount(1);
  await admin.getByRole("button", { name: "نعم، احذف" }).click();
  await expectToast(admin, "تم الحذف");
  await expect(admin.locator(`li[data-option-key="${optionKey}"]`)).toHaveCount(0);
  const read = async () =>
    (await (await request.get(`/public/api/client/ads/${ad.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.ad.attributes as Record<
      string,
      unknown
    >;
  expect(await read()).toEqual({ [key]: 2 });

  // The field too, after the same question.
  await visit(admin, fieldPath);
  await admin.getByRole("button", { name: `حذف الخاصية «${label}»` }).click();
  await expect(admin.getByText(`عدد الإعلانات التي بها قيمة لـ«${label}»: 1`)).toBeVisible();
  await admin.getByRole("button", { name: "نعم، احذف" }).click();
  await expect(admin).toHaveURL(/\/admin\/categories\/1\/attributes$/);
  await expectToast(admin, "تم الحذف");
  await expect(admin.locator(`tr[data-field-key="${key}"]`)).toHaveCount(0);
  expect((await listed()).map((field) => field.key)).not.toContain(key);
  expect(await read()).toEqual({});
  await admin.context().close();
});
