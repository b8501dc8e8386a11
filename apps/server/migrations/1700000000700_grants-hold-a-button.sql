-- Up Migration
-- A page with no button left is not granted (docs/decisions/0600). Grants stored before the rule: a sub-page that
-- offers buttons held with none of them, and a page (a menu with sub-pages) held itself, are removed; 我的账户
-- (one's own profile, offering only 编辑) held with none is held with its buttons instead, so no account loses it.
UPDATE role_menus rm SET buttons = m.buttons
  FROM menus m JOIN menus p ON p.id = m.parent_id
 WHERE m.id = rm.menu_id AND p.page_permission = 'MyAccount' AND cardinality(rm.buttons) = 0 AND cardinality(m.buttons) > 0;
DELETE FROM role_menus rm USING menus m
 WHERE m.id = rm.menu_id AND cardinality(rm.buttons) = 0 AND cardinality(m.buttons) > 0;
DELETE FROM role_menus rm
 WHERE EXISTS (SELECT 1 FROM menus c WHERE c.parent_id = rm.menu_id AND c.type_str = '菜单');

-- Down Migration
