package ir

import (
	"bytes"
	"os"
	"testing"
)

// FuzzParse: the parser never panics, every error has a position, and
// whatever parses prints and parses back to the same IR, in canonical form.
func FuzzParse(f *testing.F) {
	for _, file := range tileFiles(f) {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("kernel @k(%p: pred) grid(1) block(1) {\n}\n"))
	f.Add([]byte("kernel @k() grid(1) block(1) { %a = apply ptx \"x\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("f.tile", src)
		if err != nil {
			el, ok := err.(ErrorList)
			if !ok || len(el) == 0 {
				t.Fatalf("error of type %T: %v", err, err)
			}
			for _, e := range el {
				if !e.Pos.IsValid() || e.Pos.File != "f.tile" {
					t.Fatalf("error without a position: %v", e)
				}
			}
			return
		}
		out := Format(m)
		if a, b := countComments(src), countComments(out); a != b {
			t.Fatalf("%d comments in, %d out:\n%s", a, b, out)
		}
		m2, err := Parse("f.tile", out)
		if err != nil {
			t.Fatalf("printed form does not parse: %v\n%s", err, out)
		}
		if !Equal(m, m2) {
			t.Fatalf("parse(print(m)) != m:\n%s", out)
		}
		if out2 := Format(m2); !bytes.Equal(out, out2) {
			t.Fatalf("fmt not idempotent:\n%s\n---\n%s", out, out2)
		}
		// Expansion of whatever parsed must not panic either.
		for _, k := range m.Kernels {
			for _, op := range k.Body {
				if Count(op) > 1<<16 {
					continue
				}
				for range Expand(op) {
				}
			}
		}
	})
}

// countComments counts the "//" comments the lexer finds in src.
func countComments(src []byte) int {
	var errs ErrorList
	n := 0
	for _, t := range lex("f.tile", src, &errs) {
		n += len(t.lead)
		if t.hasTr {
			n++
		}
	}
	return n
}
