package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify/audit"
	"github.com/lowerc/lowerc/verify/tv"
)

// validateKernels is lowerc validate -kernels: every kernel of m lowered
// whole for the target (tv.Target.Kernel) and checked over launches
// against the tile ops' declared semantics (audit.TileKernel).
func validateKernels(m *ir.Module, tg tv.Target, o tv.Options, random int, seed uint64, format string, stdout, stderr io.Writer) int {
	if random < 0 {
		random = 10_000
	}
	type result struct {
		Kernel string `json:"kernel"`
		audit.Step
	}
	var res []result
	code := 0
	for _, k := range m.Kernels {
		kr, err := tg.Kernel(m, k.Name, o)
		var s audit.Step
		if err != nil {
			s = audit.Step{Name: audit.StepTileCode, Verdict: audit.Unsupported, Detail: err.Error()}
		} else {
			s = audit.TileKernel(k, kr, o.Arch, o.NoIEEE, random, seed, 3)
		}
		if s.Verdict != audit.Refines && code == 0 {
			code = 1
		}
		res = append(res, result{k.Name, s})
	}
	if format == "json" {
		b, err := json.MarshalIndent(res, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "lowerc validate: %v\n", err)
			return 2
		}
		_, _ = stdout.Write(append(b, '\n'))
		return code
	}
	var b strings.Builder
	for _, r := range res {
		switch r.Verdict {
		case audit.Refines:
			fmt.Fprintf(&b, "@%s %s %s: refines on %d output elements\n", r.Kernel, r.Name, o.Arch, r.Tried)
		case audit.NotRefines:
			fmt.Fprintf(&b, "@%s %s %s: does not refine: %d violations in %d output elements\n", r.Kernel, r.Name, o.Arch, r.Violations, r.Tried)
			for _, w := range r.Witnesses {
				fmt.Fprintf(&b, "    inputs (%s): code stores %#x; %s\n", hexJoin(w.Inputs), w.Got, w.Allowed)
			}
		default:
			fmt.Fprintf(&b, "@%s %s %s: unsupported: %s\n", r.Kernel, r.Name, o.Arch, r.Detail)
		}
	}
	_, _ = io.WriteString(stdout, b.String())
	return code
}

func hexJoin(xs []uint64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprintf("%#x", x)
	}
	return strings.Join(parts, ", ")
}
