package audit

import "github.com/lowerc/lowerc/semantics"

// applyPacked evaluates an atom's model on a packed type pt (f16x2,
// bf16x2, s16x2, u16x2: the model reads and writes the whole 32-bit
// value) from per-lane sets: every combination of the inputs' lane values
// is packed (lane 0 in the low bits) and evaluated, and each lane of the
// result allows the lane parts of every packed result. That loses which
// lane values go together (the allowed set can only grow: a check can
// miss a violation there, never report a false one). An input lane that
// allows a class of values rather than a set (any NaN, anything), a
// result that does, or more than maxTileSet combinations widen the result
// to anything.
func applyPacked(md *semantics.Model, pt semantics.Type, xs [][]semantics.Result) ([]semantics.Result, error) {
	n := pt.Lanes()
	lt := pt.Lane()
	w := uint(lt.Bits())
	any := func() []semantics.Result {
		out := make([]semantics.Result, n)
		for ln := range out {
			out[ln] = semantics.Anything()
		}
		return out
	}
	// packed[i]: the packed values input i may hold.
	packed := make([][]uint64, len(xs))
	for i, x := range xs {
		vals := []uint64{0}
		for ln := 0; ln < n; ln++ {
			r := x[ln]
			if r.AllowsAnyQNaN() || r.AllowsAnything() {
				return any(), nil
			}
			var next []uint64
			for _, v := range vals {
				for _, l := range r.Values() {
					next = append(next, v|l<<(w*uint(ln)))
				}
			}
			if len(next) > maxTileSet {
				return any(), nil
			}
			vals = next
		}
		packed[i] = vals
	}
	lanes := make([][]uint64, n)
	combos := 0
	var rec func(i int, args [3]uint64) (bool, error)
	rec = func(i int, args [3]uint64) (bool, error) {
		if i == len(packed) {
			if combos++; combos > maxTileSet {
				return false, nil
			}
			r, err := md.Eval(pt, args[0], args[1], args[2])
			if err != nil {
				return false, err
			}
			if r.AllowsAnyQNaN() || r.AllowsAnything() {
				return false, nil
			}
			for _, v := range r.Values() {
				for ln := 0; ln < n; ln++ {
					lanes[ln] = append(lanes[ln], v>>(w*uint(ln))&lt.Mask())
				}
			}
			return true, nil
		}
		for _, v := range packed[i] {
			args[i] = v
			if ok, err := rec(i+1, args); !ok || err != nil {
				return ok, err
			}
		}
		return true, nil
	}
	ok, err := rec(0, [3]uint64{})
	if err != nil {
		return nil, err
	}
	if !ok {
		return any(), nil
	}
	out := make([]semantics.Result, n)
	for ln := range out {
		out[ln] = semantics.SetOf(lanes[ln]...)
	}
	return out, nil
}
