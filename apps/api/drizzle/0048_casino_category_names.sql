-- hand-written: the casino categories' names in each site language (issue #27: "categories with tr/en
-- names (a migration to localized names)"). An existing name becomes the Turkish one; the demo seed's
-- names get their English, any other name is used for both until the operator translates it.
ALTER TABLE "casino_categories" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object(
  'tr', "name",
  'en', CASE "name"
    WHEN 'Slot' THEN 'Slots'
    WHEN 'Canlı Casino' THEN 'Live Casino'
    WHEN 'Popüler' THEN 'Popular'
    WHEN 'Yeni' THEN 'New'
    WHEN 'Masa Oyunları' THEN 'Table Games'
    WHEN 'TV Oyunları' THEN 'TV Games'
    ELSE "name"
  END);
