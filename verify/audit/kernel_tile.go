package audit

import (
	"fmt"

	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// maxTileSet bounds the values one element's tile result may hold before
// it is widened to "anything" (an over-approximation: the check can then
// miss a violation there, never report a false one).
const maxTileSet = 64

// tileSets evaluates the tile kernel's declared semantics on one launch:
// every thread in order (scopes thread, cta and grid), each min/max op by
// tv.Declared lane by lane, each atom by its target model, loads, stores
// and movs as copies; a guarded op whose pred is false leaves its
// destination unchanged with preserve_dst and undefined (anything) without.
// It returns, per global tensor and element offset, the allowed results
// per lane.
func tileSets(k *ir.Kernel, a *tilerun.Args, arch string, noIEEE bool) (map[*ir.Tensor]map[int64][]semantics.Result, error) {
	global := map[*ir.Tensor]map[int64][]semantics.Result{}
	lanesOf := func(t *ir.Tensor) (semantics.Type, int, error) {
		lane, n, ok := tv.SemType(t.Type)
		if !ok {
			return 0, 0, fmt.Errorf("%%%s: type %s has no semantics type", t.Name, t.Type)
		}
		return lane, n, nil
	}
	readGlobal := func(t *ir.Tensor, off int64) ([]semantics.Result, error) {
		if m := global[t]; m != nil {
			if r, ok := m[off]; ok {
				return r, nil
			}
		}
		lane, n, err := lanesOf(t)
		if err != nil {
			return nil, err
		}
		v := a.Get(a.Index(t), off)
		r := make([]semantics.Result, n)
		for ln := range r {
			r[ln] = semantics.Exact(v >> (uint(ln) * uint(lane.Bits())) & lane.Mask())
		}
		return r, nil
	}
	blocks := max(k.Grid[0], 1) * max(k.Grid[1], 1) * max(k.Grid[2], 1)
	threads := max(k.Block[0], 1) * max(k.Block[1], 1) * max(k.Block[2], 1)
	for b := 0; b < blocks; b++ {
		for th := 0; th < threads; th++ {
			regs := map[*ir.Tensor]map[int64][]semantics.Result{}
			groupOff := func(t *ir.Tensor, s ir.Scope) int64 {
				st := ir.GroupStrides(t, s)
				switch s {
				case ir.CTA:
					return int64(th) * st[0]
				case ir.Grid:
					return int64(b)*st[0] + int64(th)*st[1]
				}
				return 0
			}
			var read func(s ir.Slot, scope ir.Scope, like *ir.Tensor) ([]semantics.Result, error)
			read = func(s ir.Slot, scope ir.Scope, like *ir.Tensor) ([]semantics.Result, error) {
				if s.IsScalar() {
					lane, n, err := lanesOf(like)
					if err != nil {
						return nil, err
					}
					r := make([]semantics.Result, n)
					for ln := range r {
						r[ln] = semantics.Exact(s.Scalar.Bits >> (uint(ln) * uint(lane.Bits())) & lane.Mask())
					}
					return r, nil
				}
				if s.Tensor.Space == ir.Global {
					return readGlobal(s.Tensor, groupOff(s.Tensor, scope)+s.Index)
				}
				if r, ok := regs[s.Tensor][s.Index]; ok {
					return r, nil
				}
				// A register never written: alloc.local's value is zero
				// (lowerc's IR starts every register at zero).
				return read(ir.Slot{Scalar: &ir.Scalar{Type: s.Tensor.Type}}, scope, s.Tensor)
			}
			write := func(s ir.Slot, scope ir.Scope, v []semantics.Result) {
				if s.Tensor.Space == ir.Global {
					if global[s.Tensor] == nil {
						global[s.Tensor] = map[int64][]semantics.Result{}
					}
					global[s.Tensor][groupOff(s.Tensor, scope)+s.Index] = v
					return
				}
				if regs[s.Tensor] == nil {
					regs[s.Tensor] = map[int64][]semantics.Result{}
				}
				regs[s.Tensor][s.Index] = v
			}
			for _, op := range k.Body {
				attrs := op.Base().Attrs
				if attrs.Scope != ir.Thread && attrs.Scope != ir.CTA && attrs.Scope != ir.Grid {
					return nil, fmt.Errorf("%s: scope %s is not evaluated (thread, cta and grid are)", op.Base().Pos, attrs.Scope)
				}
				on := true
				if p := attrs.Pred; p != nil {
					on = a.Args[a.Index(p.Param)].Pred != p.Negate
				}
				if _, ok := op.(*ir.Alloc); ok {
					continue
				}
				dst, _ := ir.Operands(op)
				var md *semantics.Model
				var lane semantics.Type
				payloadFree := false
				packedAtom := false // the model reads the whole packed value (atompack.go)
				switch o := op.(type) {
				case *ir.MinMax:
					var n int
					var err error
					if lane, n, err = lanesOf(dst.Tensor); err != nil {
						return nil, err
					}
					_ = n
					if md, err = tv.Declared(o, lane); err != nil {
						return nil, fmt.Errorf("%s: %v", o.Pos, err)
					}
					payloadFree = true // an IEEE 754 relation (quietnan.go)
				case *ir.Apply:
					m, err := atomModel(o, arch, noIEEE)
					if err != nil {
						return nil, fmt.Errorf("%s: %v", o.Pos, err)
					}
					md, lane = m, tilerun.SemType(o.Dst.Tensor.Type)
					packedAtom = o.Dst.Tensor.Type.IsPacked()
				}
				for in := range ir.Expand(op) {
					if !on {
						if _, store := op.(*ir.Store); store || attrs.PreserveDst {
							continue
						}
						_, n, err := lanesOf(dst.Tensor)
						if err != nil {
							return nil, err
						}
						any := make([]semantics.Result, n)
						for ln := range any {
							any[ln] = semantics.Anything()
						}
						write(in.Dst, attrs.Scope, any)
						continue
					}
					var xs [3][]semantics.Result
					for i, s := range in.Sources() {
						v, err := read(s, attrs.Scope, dst.Tensor)
						if err != nil {
							return nil, err
						}
						xs[i] = v
					}
					if md == nil {
						write(in.Dst, attrs.Scope, xs[0])
						continue
					}
					var out []semantics.Result
					var err error
					if packedAtom {
						out, err = applyPacked(md, lane, xs[:in.NSrc])
					} else {
						out, err = applyModel(md, lane, xs[:in.NSrc], payloadFree)
					}
					if err != nil {
						return nil, fmt.Errorf("%s: %v", op.Base().Pos, err)
					}
					write(in.Dst, attrs.Scope, out)
				}
			}
		}
	}
	return global, nil
}

// applyModel evaluates md lane by lane (an atom's model reads the whole
// packed value: lane is then its type and there is one lane) over every
// combination of the inputs' allowed values. An input that may be any
// quiet NaN stands for every quiet NaN when md is payloadFree (its results
// do not depend on a quiet NaN input's sign or payload, quietnan.go):
// it is evaluated with qNaNReps; otherwise the result is anything.
func applyModel(md *semantics.Model, lane semantics.Type, xs [][]semantics.Result, payloadFree bool) ([]semantics.Result, error) {
	n := len(xs[0])
	out := make([]semantics.Result, n)
	for ln := 0; ln < n; ln++ {
		var sets [][]uint64
		wide := false
		for _, x := range xs {
			r := x[ln]
			if r.AllowsAnything() || r.AllowsAnyNaN() || r.AllowsAnyQNaN() && !payloadFree {
				wide = true
				break
			}
			vs := r.Values()
			if r.AllowsAnyQNaN() {
				vs = append(vs[:len(vs):len(vs)], qNaNReps(lane)...)
			}
			sets = append(sets, vs)
		}
		if wide {
			out[ln] = semantics.Anything()
			continue
		}
		var vals []uint64
		anyQ, anyN := false, false
		var rec func(i int, args [3]uint64) error
		rec = func(i int, args [3]uint64) error {
			if wide {
				return nil
			}
			if i == len(sets) {
				r, err := md.Eval(lane, args[0], args[1], args[2])
				if err != nil {
					return err
				}
				switch {
				case r.AllowsAnything():
					wide = true
				case r.AllowsAnyNaN():
					anyN = true
				case r.AllowsAnyQNaN():
					anyQ = true
				}
				vals = append(vals, r.Values()...)
				if len(vals) > maxTileSet {
					wide = true
				}
				return nil
			}
			for _, v := range sets[i] {
				args[i] = v
				if err := rec(i+1, args); err != nil {
					return err
				}
			}
			return nil
		}
		if err := rec(0, [3]uint64{}); err != nil {
			return nil, err
		}
		r := semantics.SetOf(vals...)
		switch {
		case wide || anyN: // "any NaN or these values" widened to anything
			r = semantics.Anything()
		case anyQ:
			r = r.WithAnyQNaN()
		}
		out[ln] = r
	}
	return out, nil
}

// atomModel is the model of a target atom: ptx:OPCODE, or
// amdgcn:ARCH:OPCODE[:ieee=0] for the IR function's "target-cpu".
func atomModel(a *ir.Apply, arch string, noIEEE bool) (*semantics.Model, error) {
	if a.Target != "amdgcn" {
		return semantics.Lookup("ptx:" + a.Opcode)
	}
	if arch == "" {
		return nil, fmt.Errorf("the AMD atom %s needs the function's \"target-cpu\"", a.Opcode)
	}
	name := "amdgcn:" + arch + ":" + a.Opcode
	if noIEEE {
		name += ":ieee=0"
	}
	return semantics.Lookup(name)
}
