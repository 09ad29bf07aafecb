-- Languages (issue 25): the person's own choice of language; null follows the company's DEFAULT_LANGUAGE.
ALTER TABLE employees ADD COLUMN language text CHECK (language IN ('en', 'de', 'fr', 'es', 'ar'));
