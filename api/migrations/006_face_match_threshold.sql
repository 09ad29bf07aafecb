-- bench/face/measure-separation.ts: different people reach 0.507 (PNG) / 0.509 (JPEG), the same person
-- never falls below 0.545, so 0.5 would let an impostor through. Only the untouched default moves.
UPDATE settings SET setting_value = '0.52'
WHERE setting_key = 'FACE_MATCH_THRESHOLD' AND setting_value = '0.5';
