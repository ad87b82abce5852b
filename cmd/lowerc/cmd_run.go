package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/lowerc/lowerc/internal/npy"
	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/spec"
)

func init() {
	register(&command{
		name:  "run",
		usage: "run -target SPEC [-kernel NAME] [-in P=FILE.npy]… [-out P=FILE.npy]… [-format text|json] FILE.tile",
		short: "emulate a kernel's emitted code for every thread of its launch on NumPy data",
		run:   runRun,
	})
}

// maxInline bounds the elements -format json prints per output.
const maxInline = 4096

func runRun(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("run", stderr)
	target := fs.String("target", "", "the target: "+spec.Syntax)
	kernel := fs.String("kernel", "", "the kernel to run (default: the file's only kernel)")
	format := fs.String("format", "text", "output: text (a summary) or json (outputs inline up to 4096 elements)")
	ins, outs := newPairs("in"), newPairs("out")
	fs.Var(ins, "in", "a parameter's initial value: P=FILE.npy for a tensor, P=1|0 for a pred (repeatable; others start as zeros)")
	fs.Var(outs, "out", "write parameter P after the run to FILE.npy (repeatable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		return fs.argError("want exactly one .tile file, got %d arguments", fs.NArg())
	}
	if *target == "" {
		fmt.Fprintf(stderr, "lowerc run: -target is required (%s)\n", spec.Syntax)
		return 2
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "lowerc run: unknown format %q (want text or json)\n", *format)
		return 2
	}
	sp, err := spec.Parse(*target)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc run: %v\n", err)
		return 2
	}
	if err := doRun(sp, fs.Arg(0), *kernel, *format, ins, outs, stdout, stderr); err != nil {
		return exitCode(stderr, "run", err, 1)
	}
	return 0
}

func doRun(sp spec.Spec, file, kernel, format string, ins, outs *pairsFlag, stdout, stderr io.Writer) error {
	m, k, err := loadKernel(file, sp, kernel, stderr)
	if err != nil {
		return err
	}
	if err := checkOutputs(k, outs); err != nil {
		return err
	}
	args, err := buildArgs(k, ins)
	if err != nil {
		return err
	}
	code, err := kernelCode(sp, m, k)
	if err != nil {
		return err
	}
	if err := code.Run(args.Args); err != nil {
		return inputErr("%s: @%s: %v", sp, k.Name, err)
	}
	if err := writeOutputs(k, args, outs); err != nil {
		return err
	}
	if format == "json" {
		return writeRunJSON(stdout, sp, k, args, outs)
	}
	fmt.Fprintf(stdout, "ran @%s on %s: grid(%s) block(%s)\n", k.Name, sp, dims(k.Grid), dims(k.Block))
	for _, name := range outs.names {
		fmt.Fprintf(stdout, "wrote %%%s to %s (%s)\n", name, outs.vals[name], npy.Want(k.Param(name)))
	}
	return nil
}

func dims(d [3]int) string {
	switch {
	case d[2] > 1:
		return fmt.Sprintf("%d,%d,%d", d[0], d[1], d[2])
	case d[1] > 1:
		return fmt.Sprintf("%d,%d", d[0], d[1])
	}
	return fmt.Sprint(d[0])
}

type jsonTensor struct {
	Name  string   `json:"name"`
	DType string   `json:"dtype"`
	Type  string   `json:"type"`
	Shape []int    `json:"shape"`
	File  string   `json:"file,omitempty"`
	Bits  []string `json:"bits,omitempty"` // row-major, at most maxInline
	// Values reads each element: class and value as lowerc describes it.
	Values    []string `json:"values,omitempty"`
	Truncated bool     `json:"truncated,omitempty"`
}

// writeRunJSON prints every global tensor written by a store (and every
// -out), elements inline up to maxInline.
func writeRunJSON(w io.Writer, sp spec.Spec, k *ir.Kernel, args *tilerun.Args, outs *pairsFlag) error {
	shown := map[string]bool{}
	var ts []*ir.Tensor
	for _, t := range tilerun.Outputs(k) {
		ts = append(ts, t)
		shown[t.Name] = true
	}
	for _, name := range outs.names {
		if !shown[name] {
			ts = append(ts, k.Param(name))
		}
	}
	out := struct {
		Target  string       `json:"target"`
		Kernel  string       `json:"kernel"`
		Outputs []jsonTensor `json:"outputs"`
	}{Target: sp.String(), Kernel: k.Name, Outputs: []jsonTensor{}}
	for _, t := range ts {
		i := args.Index(t)
		st := tilerun.SemType(t.Type)
		jt := jsonTensor{Name: t.Name, DType: npy.DType(t.Type), Type: t.Type.String(), Shape: t.Shape, File: outs.vals[t.Name]}
		offs := tilerun.Offsets(t)
		for e, off := range offs {
			if e == maxInline {
				jt.Truncated = true
				break
			}
			v := args.Get(i, off)
			jt.Bits = append(jt.Bits, semantics.FormatBits(st, v))
			jt.Values = append(jt.Values, semantics.Describe(st, v))
		}
		out.Outputs = append(out.Outputs, jt)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
