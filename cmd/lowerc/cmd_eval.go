package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/semantics"
)

func init() {
	register(&command{
		name:  "eval",
		usage: "eval [-type T] [-v] MODEL A [B [C]]",
		short: "evaluate a min/max model on bit patterns (0x7f800001), numbers (1.5, 0x1p-149) or named NaNs (snan:0x1)",
		run:   runEval,
	})
}

func runEval(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("eval", stderr)
	typ := fs.String("type", "", "input type: f16, bf16, f32, f64, f16x2, … (default: the model's first type, f32 where it has one)")
	verbose := fs.Bool("v", false, "add a human reading of the result (class and value), and note inputs that overflowed or underflowed")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() < 2 || fs.NArg() > 4 {
		return fs.argError("want a model and one, two or three inputs, got %d arguments", fs.NArg())
	}
	m, err := lookupModel(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(stderr, "lowerc eval: %v\n", err)
		return 1
	}
	t := m.DefaultType()
	if *typ != "" {
		if t, err = semantics.ParseType(*typ); err != nil {
			fmt.Fprintf(stderr, "lowerc eval: %v\n", err)
			return 2
		}
	}
	if n := fs.NArg() - 1; n != m.Arity() {
		fmt.Fprintf(stderr, "lowerc eval: %s takes %d inputs, got %d\n", m.Name(), m.Arity(), n)
		return 2
	}
	var in [3]uint64
	for i, s := range fs.Args()[1:] {
		v, note, err := semantics.ParseValueNote(t, s)
		if err != nil {
			fmt.Fprintf(stderr, "lowerc eval: input %d: %v\n", i+1, err)
			return 1
		}
		if *verbose && note != semantics.NoteNone {
			what := "overflows"
			if note == semantics.NoteUnderflow {
				what = "underflows"
			}
			fmt.Fprintf(stderr, "lowerc eval: note: input %d: %s %s %s: it rounds to %s (%s)\n", i+1, s, what, t, semantics.FormatBits(t, v), semantics.Describe(t, v))
		}
		in[i] = v
	}
	r, err := m.Eval(t, in[0], in[1], in[2])
	if err != nil {
		fmt.Fprintf(stderr, "lowerc eval: %v\n", err)
		return 1
	}
	line := r.String(t)
	if *verbose {
		line += "  (" + reading(t, r) + ")"
	}
	fmt.Fprintln(stdout, line)
	return 0
}

// reading describes each value a result allows.
func reading(t semantics.Type, r semantics.Result) string {
	if r.AllowsAnything() {
		return "any bit pattern: undefined"
	}
	var parts []string
	for _, v := range r.Values() {
		parts = append(parts, semantics.Describe(t, v))
	}
	switch {
	case r.AllowsAnyNaN():
		parts = append(parts, "any NaN")
	case r.AllowsAnyQNaN():
		parts = append(parts, "any quiet NaN")
	}
	if len(parts) > 1 {
		return "one of: " + strings.Join(parts, "; ")
	}
	return strings.Join(parts, "; ")
}
