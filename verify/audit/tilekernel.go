package audit

import (
	"fmt"

	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// StepTileCode is the check of a target's whole lowered kernel against
// the tile kernel's declared semantics (lowerc validate -kernels).
const StepTileCode = "tile ⊇ code"

// TileKernel runs code, a target's lowering of the whole kernel k (its
// immediates, preds and preserve_dst as emitted), over launches holding
// the class grid and random inputs (preds false, then true), and checks
// that every output element is one the tile ops' declared semantics allow
// (tileSets). arch and noIEEE name the AMD atoms' models.
func TileKernel(k *ir.Kernel, code tv.Kernel, arch string, noIEEE bool, random int, seed uint64, witnesses int) Step {
	s := Step{Name: StepTileCode}
	ki, err := newKernelInputs(k, Options{Random: random, Seed: seed})
	if err != nil {
		s.Verdict, s.Detail = Unsupported, "kernel @"+k.Name+": "+err.Error()
		return s
	}
	launches := (ki.n() + ki.positions - 1) / ki.positions
	for l := 0; l < launches; l++ {
		args, err := tilerun.NewArgs(k)
		if err != nil {
			s.Verdict, s.Detail = Unsupported, err.Error()
			return s
		}
		ki.fill(args, l)
		for i, p := range k.Params {
			if p.Space != ir.Global {
				args.Args[i].Pred = l%2 == 1
			}
		}
		tile, err := tileSets(k, args, arch, noIEEE)
		if err != nil {
			s.Verdict, s.Detail = Unsupported, "tile semantics: "+err.Error()
			return s
		}
		got := args.Clone()
		if err := code.Run(got.Args); err != nil {
			s.Verdict, s.Detail = Unsupported, "executor: "+firstLine(err.Error())
			return s
		}
		for _, t := range ki.outs {
			ai := args.Index(t)
			lane, lanes, _ := tv.SemType(t.Type)
			w := uint(lane.Bits())
			for p, off := range tilerun.Offsets(t) {
				ts, ok := tile[t][off]
				v := got.Get(ai, off)
				if !ok { // not stored: the launch's memory must be unchanged
					ts = nil
					x := args.Get(ai, off)
					for ln := 0; ln < lanes; ln++ {
						ts = append(ts, semantics.Exact(x>>(uint(ln)*w)&lane.Mask()))
					}
				}
				s.Tried++
				for ln := 0; ln < lanes; ln++ {
					g := v >> (uint(ln) * w) & lane.Mask()
					if ts[ln].Allows(lane, g) {
						continue
					}
					s.Violations++
					s.count(tileKind(lane, g, ts[ln]))
					if len(s.Witnesses) < witnesses {
						s.Witnesses = append(s.Witnesses, Witness{Inputs: ki.tuple(l, p), Got: v,
							Allowed: fmt.Sprintf("%%%s[%d]: tile allows %s", t.Name, p, tileFormat(lane, ts))})
					}
					break
				}
			}
		}
	}
	s.Verdict = Refines
	if s.Violations > 0 {
		s.Verdict = NotRefines
	}
	return s
}
