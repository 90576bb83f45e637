package command

import "io/fs"

func readFile(fsys fs.FS, name string) ([]byte, error) { return fs.ReadFile(fsys, name) }
