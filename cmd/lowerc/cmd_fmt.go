package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/lowerc/lowerc/ir"
)

func init() {
	register(&command{
		name:  "fmt",
		usage: "fmt [-w] [-l] FILE.tile…",
		short: "print tile files in canonical form (-w rewrites them)",
		run:   runFmt,
	})
}

func runFmt(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("fmt", stderr)
	write := fs.Bool("w", false, "write the result to the file instead of standard output")
	list := fs.Bool("l", false, "list the files whose formatting differs")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	code := 0
	for _, f := range fs.Args() {
		src, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "lowerc fmt: %v\n", err)
			code = 1
			continue
		}
		m, err := ir.Parse(f, src)
		if err != nil {
			printErr(stderr, "", err)
			code = 1
			continue
		}
		out := ir.Format(m)
		changed := !bytes.Equal(out, src)
		// As with gofmt, -l and -w go together; without either, print.
		if *list && changed {
			fmt.Fprintln(stdout, f)
		}
		if *write && changed {
			if err := writeKeepMode(f, out); err != nil {
				fmt.Fprintf(stderr, "lowerc fmt: %v\n", err)
				code = 1
			}
		}
		if !*list && !*write {
			stdout.Write(out)
		}
	}
	return code
}

// writeKeepMode replaces the contents of an existing file, keeping its mode.
func writeKeepMode(file string, data []byte) error {
	st, err := os.Stat(file)
	if err != nil {
		return err
	}
	return os.WriteFile(file, data, st.Mode().Perm())
}
