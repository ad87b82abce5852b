package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify/tv"
)

func init() {
	register(&command{
		name:  "diff",
		usage: "diff -a SPEC -b SPEC [-kernel NAME] [-exhaustive | -random N -seed S | -in P=FILE.npy…] [-format text|json|md|html] FILE.tile [FILE2.tile]",
		short: "run one kernel on two targets (or two kernels) on the same inputs and report where the outputs differ",
		run:   runDiff,
	})
}

// runDiff exits 1 when the outputs differ, 0 when they agree, 2 on errors.
func runDiff(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("diff", stderr)
	ta := fs.String("a", "", "target A: "+spec.Syntax)
	tb := fs.String("b", "", "target B (default: A's, for two kernels)")
	kernel := fs.String("kernel", "", "the kernel of each file (default: the file's only kernel)")
	exhaustive := fs.Bool("exhaustive", false, "all combinations of one position's 16-bit inputs (2^32 for two inputs)")
	random := fs.Int("random", tilerun.DefaultRandom, "random input tuples after the grid of special values")
	seed := fs.String("seed", fmt.Sprintf("%#x", uint64(tilerun.DefaultSeed)), "seed of the random inputs")
	format := fs.String("format", "text", "output format: text, json, md or html")
	ins := newPairs("in")
	fs.Var(ins, "in", "use these inputs instead of the grid and random data: P=FILE.npy for a tensor, P=1|0 for a pred (repeatable; preds alone keep the grid and random data)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 && fs.NArg() != 2 {
		return fs.argError("want one .tile file (one kernel, two targets) or two (two kernels), got %d arguments", fs.NArg())
	}
	switch *format {
	case "text", "json", "md", "html":
	default:
		fmt.Fprintf(stderr, "lowerc diff: unknown format %q (want text, json, md or html)\n", *format)
		return 2
	}
	if *ta == "" {
		fmt.Fprintf(stderr, "lowerc diff: -a is required (%s)\n", spec.Syntax)
		return 2
	}
	if *tb == "" {
		if fs.NArg() == 1 {
			fmt.Fprintf(stderr, "lowerc diff: -b is required with one file (the second target)\n")
			return 2
		}
		*tb = *ta
	}
	if *random < 0 {
		fmt.Fprintf(stderr, "lowerc diff: -random must not be negative\n")
		return 2
	}
	s, err := strconv.ParseUint(*seed, 0, 64)
	if err != nil {
		fmt.Fprintf(stderr, "lowerc diff: -seed %s: want an unsigned integer\n", *seed)
		return 2
	}
	if *exhaustive && len(ins.names) > 0 {
		fmt.Fprintf(stderr, "lowerc diff: -exhaustive and -in exclude each other\n")
		return 2
	}
	var sps [2]spec.Spec
	for i, t := range []string{*ta, *tb} {
		if sps[i], err = spec.Parse(t); err != nil {
			fmt.Fprintf(stderr, "lowerc diff: -%c: %v\n", "ab"[i], err)
			return 2
		}
	}
	files := fs.Args()
	if len(files) == 1 {
		files = append(files, files[0])
	}
	res, err := doDiff(sps, files, *kernel, tilerun.Options{Exhaustive: *exhaustive, Random: *random, Seed: s}, ins, stderr)
	if err != nil {
		exitCode(stderr, "diff", err, 2)
		return 2 // every error, input errors too: 1 means the outputs differ
	}
	if err := writeDiff(stdout, *format, res); err != nil {
		fmt.Fprintf(stderr, "lowerc diff: %v\n", err)
		return 2
	}
	if res.Differs() {
		return 1
	}
	return 0
}

// onlyPreds reports whether every -in names a pred parameter of k.
func onlyPreds(k *ir.Kernel, ins *pairsFlag) bool {
	for _, name := range ins.names {
		ok := false
		for _, p := range k.Params {
			ok = ok || p.Name == name && p.Space == ir.Param
		}
		if !ok {
			return false
		}
	}
	return true
}

func doDiff(sps [2]spec.Spec, files []string, kernel string, o tilerun.Options, ins *pairsFlag, stderr io.Writer) (*tilerun.Result, error) {
	var sides [2]tilerun.Side
	for i := range sides {
		m, k, err := loadKernel(files[i], sps[i], kernel, stderr)
		if err != nil {
			return nil, err
		}
		code, err := kernelCode(sps[i], m, k)
		if err != nil {
			return nil, err
		}
		label := sps[i].String()
		if files[0] != files[1] {
			label += " " + files[i]
		}
		sides[i] = tilerun.Side{Label: label, Kernel: k, Run: code}
		if o.Exhaustive {
			sp := sps[i]
			sides[i].Make = func(m *ir.Module, name string) (tv.Kernel, error) {
				k, err := pickKernel(m, name)
				if err != nil {
					return nil, err
				}
				return kernelCode(sp, m, k)
			}
		}
	}
	if sides[0].Label == sides[1].Label {
		sides[1].Label += " (b)"
	}
	if len(ins.names) > 0 {
		k := sides[0].Kernel
		args, err := buildArgs(k, ins)
		if err != nil {
			return nil, err
		}
		if onlyPreds(k, ins) {
			// Preds alone: the grid and random data, with these preds.
			o.Preds = map[string]bool{}
			for i, p := range k.Params {
				if p.Space == ir.Param {
					o.Preds[p.Name] = args.Args[i].Pred
				}
			}
		} else {
			o.Data = args
		}
	}
	res, err := tilerun.Diff(sides[0], sides[1], o)
	if err != nil {
		return nil, usageErr("%v", err)
	}
	return res, nil
}

// writeDiff writes one report per output tensor, each in lowerc compare's
// format; json wraps them with the totals.
func writeDiff(w io.Writer, format string, res *tilerun.Result) error {
	switch format {
	case "json":
		type jsonOut struct {
			Tensor string          `json:"tensor"`
			Report json.RawMessage `json:"report"`
		}
		j := struct {
			Method      string    `json:"method"`
			Seed        *uint64   `json:"seed,omitempty"`
			Launches    int       `json:"launches,omitempty"`
			Pairs       uint64    `json:"pairs"`
			BitwiseDiff uint64    `json:"bitwise_diff"`
			ValueDiff   uint64    `json:"value_diff"`
			Differ      bool      `json:"differ"`
			Outputs     []jsonOut `json:"outputs"`
		}{Method: res.Method, Launches: res.Launches, Differ: res.Differs()}
		if res.Method == "grid+random" {
			j.Seed = &res.Seed
		}
		for _, o := range res.Outputs {
			var b bytes.Buffer
			if err := o.Report.WriteJSON(&b); err != nil {
				return err
			}
			j.Pairs += o.Report.Pairs
			j.BitwiseDiff += o.Report.BitwiseDiff
			j.ValueDiff += o.Report.ValueDiff
			j.Outputs = append(j.Outputs, jsonOut{Tensor: o.Name, Report: json.RawMessage(bytes.TrimSpace(b.Bytes()))})
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(j)
	case "html":
		if len(res.Outputs) == 1 {
			return res.Outputs[0].Report.WriteHTML(w)
		}
		// One page, a section per output tensor.
		var heads []string
		var reps []*semantics.Report
		for _, o := range res.Outputs {
			heads = append(heads, "output %"+o.Name)
			reps = append(reps, o.Report)
		}
		r0 := res.Outputs[0].Report
		title := fmt.Sprintf("%s vs %s: %d output tensors", r0.A, r0.B, len(res.Outputs))
		return semantics.WriteHTMLReports(w, title, heads, reps)
	}
	for i, o := range res.Outputs {
		if i > 0 {
			fmt.Fprintln(w)
		}
		var err error
		if format == "md" {
			fmt.Fprintf(w, "## output %%%s\n\n", o.Name)
			err = o.Report.WriteMarkdown(w)
		} else {
			fmt.Fprintf(w, "output %%%s: ", o.Name)
			var b strings.Builder
			err = o.Report.WriteText(&b)
			io.WriteString(w, b.String())
		}
		if err != nil {
			return err
		}
	}
	return nil
}
