package main

import (
	"flag"
	"fmt"
	"io"
	"slices"

	"github.com/lowerc/lowerc"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
)

func init() {
	register(&command{
		name:  "check",
		usage: "check [-target T [target flags]] FILE.tile|-|DIR/...…",
		short: "parse and verify tile files; print every error as file:line:col",
		run:   runCheck,
	})
	registerDemo(10, "the seed example: "+lowerc.Maximum3File, demoIR)
}

// runCheck verifies files, against a target's form tables (rule
// target-form) when -target is given with that target's flags, as for
// compile. "-" is standard input; "DIR/..." is every .tile file below DIR.
func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("check", stderr)
	own := func(g *flag.FlagSet) {
		g.String("target", "", "also check rule target-form for this target: "+targetNames())
	}
	fs.usage = targetUsage(fs, own)
	var build func() (Backend, error)
	if tname := scanTarget(args); tname != "" && !helpRequested(args) {
		tgt, err := lookupTarget(tname)
		if err != nil {
			return fs.argError("%v", err)
		}
		build = tgt.flags(fs.FlagSet)
	}
	own(fs.FlagSet)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		return fs.argError("want .tile files (- for standard input, DIR/... for every .tile file below DIR)")
	}
	var target verify.Target
	if build != nil {
		b, err := build()
		if err != nil {
			return fs.argError("%v", err)
		}
		target = b
	}
	files, err := expandFiles(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "lowerc check: %v\n", err)
		return 1
	}
	code := 0
	for _, f := range files {
		if _, ok := loadAndVerifyFor("check", f, target, stderr); !ok {
			code = 1
		}
	}
	return code
}

// anyTarget is the verify.Target of check without -target: it applies
// what holds on every target, the number of inputs of an apply atom (the
// arity of a mnemonic does not depend on the generation).
type anyTarget struct{}

func (anyTarget) Name() string { return "any target" }

func (anyTarget) CheckOp(k *ir.Kernel, op ir.Op) error {
	a, ok := op.(*ir.Apply)
	if !ok {
		return nil
	}
	n := len(a.Srcs)
	switch a.Target {
	case "ptx":
		ns, err := ptx.AtomInputs(a.Opcode)
		if err != nil {
			return err
		}
		if !slices.Contains(ns, n) {
			return fmt.Errorf("%s takes %s, not %d", a.Opcode, ptx.InputsText(ns), n)
		}
	case "amdgcn":
		want, err := lower.AtomInputs(a.Opcode)
		if err != nil {
			return err
		}
		if n != want {
			return fmt.Errorf("%s takes %d source operands, not %d", a.Opcode, want, n)
		}
	}
	return nil
}

// demoModule parses and verifies the bundled example.
func demoModule() (*ir.Module, error) {
	m, err := ir.Parse(lowerc.Maximum3File, []byte(lowerc.Maximum3Tile))
	if err != nil {
		return nil, err
	}
	if errs := verify.Module(m, nil); len(errs) > 0 {
		return nil, errs
	}
	return m, nil
}

// demoIR prints the example, its verification and its tile expansion.
func demoIR(w io.Writer) error {
	m, err := demoModule()
	if err != nil {
		return err
	}
	w.Write(ir.Format(m))
	fmt.Fprintf(w, "\nverify: ok (%d kernel, rules %s, %s, %s, %s, %s, %s)\n", len(m.Kernels),
		verify.RuleLocalOperands, verify.RuleShapeAgree, verify.RuleRegisterExtent,
		verify.RuleScalarInput, verify.RuleDstOverlap, verify.RulePred)
	for _, k := range m.Kernels {
		fmt.Fprintf(w, "\ntile expansion of @%s (one line per thread instruction):\n", k.Name)
		for _, op := range k.Body {
			if _, ok := op.(*ir.Alloc); ok {
				continue
			}
			fmt.Fprintf(w, "  %s   → %d instruction(s)\n", ir.FormatOp(op), ir.Count(op))
			for in := range ir.Expand(op) {
				fmt.Fprintf(w, "      %s\n", FormatInst(&in))
			}
		}
	}
	return nil
}

// FormatInst writes one expanded instruction: "max a[2] ← a[2], b[2], f32 0.0".
func FormatInst(in *ir.Inst) string {
	s := in.Op.Name()
	if a, ok := in.Op.(*ir.Apply); ok {
		s = a.Target + " " + a.Opcode
	}
	s += " " + slotString(in.Dst) + " ←"
	for i, src := range in.Sources() {
		if i > 0 {
			s += ","
		}
		s += " " + slotString(src)
	}
	return s
}

func slotString(s ir.Slot) string {
	if s.IsScalar() {
		return ir.FormatOperand(s.Scalar)
	}
	return fmt.Sprintf("%s[%d]", s.Tensor.Name, s.Index)
}
