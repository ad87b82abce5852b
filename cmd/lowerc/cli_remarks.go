package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/targets/ptx"
)

// printRemarks prints, for compile -remarks, one line per op of m: the
// semantics model and the instruction sequence the backend chose, as
// "file:line:col: remark: ..." (clang's -R form). These are the lines the
// demo shows.
func printRemarks(w io.Writer, b Backend, m *ir.Module) error {
	switch b := b.(type) {
	case *ptx.Backend:
		res, err := b.Lower(m)
		if err != nil {
			return err
		}
		for _, c := range res.Choices {
			fmt.Fprintf(w, "%s: remark: %s → model %s, %s (×%d)\n", c.Pos, c.Op, c.Model, c.How, c.Count)
		}
	case *lower.Backend:
		p, err := b.Lower(m)
		if err != nil {
			return err
		}
		for _, k := range p.Kernels {
			for _, n := range k.Notes {
				fmt.Fprintf(w, "%s: remark: %s → ", n.Pos, n.Op)
				if n.Sel.Recipe != "" {
					fmt.Fprintf(w, "%s, models %s, ", n.Sel.Recipe, strings.Join(n.Sel.Models, " "))
				}
				fmt.Fprintf(w, "%d instructions\n", n.Inst)
			}
		}
	case *llvm.Target:
		for _, k := range m.Kernels {
			for _, op := range k.Body {
				mm, ok := op.(*ir.MinMax)
				if !ok {
					continue
				}
				r, err := b.Row(mm)
				if err != nil {
					return err
				}
				fmt.Fprintf(w, "%s: remark: %s → mapping row %s: %s\n", mm.Pos, ir.FormatOp(mm), r.ID, r.IR)
			}
		}
	default:
		return fmt.Errorf("%s gives no remarks", b.Name())
	}
	return nil
}
