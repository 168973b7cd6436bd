-- Media stored before the access check carry their file name in the URL.
UPDATE `PostMedia` SET `fileName` = SUBSTRING(`url`, CHAR_LENGTH('/uploads/posts/') + 1) WHERE `fileName` IS NULL AND `url` LIKE '/uploads/posts/%';
