-- Custom SQL migration file, put your code below! --
-- Membership numbers become unique within a club (the next migration's index). Before it, a number
-- that several members of one club share stays with the oldest of them; each later one keeps its
-- number with ' (duplicate <id>)' after it, so nothing is lost and the club can tidy it up.
UPDATE club_members AS m
SET membership_number = m.membership_number || ' (duplicate ' || m.id || ')'
WHERE m.membership_number <> ''
  AND EXISTS (
    SELECT 1 FROM club_members AS older
    WHERE older.club_id = m.club_id AND older.membership_number = m.membership_number AND older.id < m.id
  );