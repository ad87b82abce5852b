package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/lowerc/lowerc/ir"
)

func init() {
	register(&command{
		name:  "fmt",
		usage: "fmt [-w] [-l] [FILE.tile|-|DIR/...…]",
		short: "print tile files in canonical form (-w rewrites them); no file or - reads standard input, as gofmt",
		run:   runFmt,
	})
}

func runFmt(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("fmt", stderr)
	write := fs.Bool("w", false, "write the result to the file instead of standard output (atomically: a temporary file renamed over it)")
	list := fs.Bool("l", false, "list the files whose formatting differs")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	files, err := expandFiles(files)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc fmt: %v\n", err)
		return 1
	}
	code := 0
	for _, f := range files {
		if f == "-" && *write {
			return fs.argError("cannot use -w with standard input")
		}
		name, src, err := readFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "lowerc fmt: %v\n", err)
			code = 1
			continue
		}
		m, l := ir.ParseFile(name, src)
		printDiags(stderr, l, name, src)
		if l.HasErrors() {
			code = 1
			continue
		}
		out := ir.Format(m)
		changed := !bytes.Equal(out, src)
		// As with gofmt, -l and -w go together; without either, print.
		if *list && changed {
			fmt.Fprintln(stdout, name)
		}
		if *write && changed {
			if err := writeAtomic(f, out); err != nil {
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
