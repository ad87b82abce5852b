package lower

import (
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A small interpreter for the instructions a min/max lowering emits, one
// lane. Min/max instructions are evaluated with package semantics' model of
// the generation and mode (the model the lowering names); the helpers
// (v_cmp_o, v_cndmask, v_mov, shifts) with their ISA definitions. Constants
// are read back from their text independently of the lowering's tables
// (decimal floats are parsed and rounded to the operand's format).

type sim struct {
	b      *Backend
	v      map[int]uint32
	s      map[int]uint32 // SGPRs (pred masks)
	scc    bool
	vcc    bool
	models map[string]*semantics.Model
}

var long = flag.Bool("long", false, "run the exhaustive input sweeps")

func f16FromFloat(f float64) uint64 {
	// Exact for the inline constants and normal values used here: round the
	// f32 value to 10 fraction bits (nearest even).
	b := math.Float32bits(float32(f))
	sign := uint64(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	mant := b & 0x7fffff
	if exp <= 0 || exp >= 31 {
		panic(fmt.Sprintf("f16FromFloat(%v): out of range for the test", f))
	}
	m := mant >> 13
	rem := mant & 0x1fff
	if rem > 0x1000 || rem == 0x1000 && m&1 == 1 {
		m++
	}
	return sign | uint64(exp)<<10 + uint64(m)
}

// constBits reads a constant operand as an operand of type ty ("f32",
// "f16", "f64", "b32", "pk").
func constBits(ty, s string) (uint64, bool) {
	if strings.HasPrefix(s, "0x") {
		v, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return 0, false
		}
		if ty == "f64" {
			return v << 32, true // a 64-bit float literal is the high dword
		}
		return v, true
	}
	if !strings.ContainsAny(s, ".") {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, false
		}
		switch ty {
		case "f16":
			return uint64(uint16(v)), true
		case "f64":
			return uint64(v), true
		case "pk":
			return uint64(uint16(v)), true
		}
		return uint64(uint32(v)), true
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, false
	}
	switch ty {
	case "f16", "pk":
		return f16FromFloat(f), true
	case "f64":
		return math.Float64bits(f), true
	}
	return uint64(math.Float32bits(float32(f))), true
}

func (s *sim) read(op, ty string) (uint64, error) {
	if strings.HasPrefix(op, "v[") {
		var a, b int
		fmt.Sscanf(op, "v[%d:%d]", &a, &b)
		return uint64(s.v[a]) | uint64(s.v[a+1])<<32, nil
	}
	if strings.HasPrefix(op, "v") {
		r, err := strconv.Atoi(op[1:])
		if err != nil {
			return 0, err
		}
		x := uint64(s.v[r])
		if ty == "f16" {
			x &= 0xffff
		}
		return x, nil
	}
	x, ok := constBits(ty, op)
	if !ok {
		return 0, fmt.Errorf("operand %q", op)
	}
	return x, nil
}

func (s *sim) write(op string, x uint64, ty string) {
	if strings.HasPrefix(op, "v[") {
		var a, b int
		fmt.Sscanf(op, "v[%d:%d]", &a, &b)
		s.v[a], s.v[a+1] = uint32(x), uint32(x>>32)
		return
	}
	r, _ := strconv.Atoi(op[1:])
	if ty == "f16" {
		x &= 0xffff // 16-bit results: the high half is not looked at
	}
	s.v[r] = uint32(x)
}

func opType(mn string) string {
	switch {
	case strings.HasPrefix(mn, "v_pk_"):
		return "pk"
	case strings.HasSuffix(mn, "_f16"):
		return "f16"
	case strings.HasSuffix(mn, "_f64"):
		return "f64"
	}
	return "f32"
}

func semType(ty string) semantics.Type {
	switch ty {
	case "bf16":
		return semantics.BF16
	case "f16":
		return semantics.F16
	case "f64":
		return semantics.F64
	case "pk":
		return semantics.F16x2
	}
	return semantics.F32
}

func isNaNBits(ty string, x uint64) bool {
	switch ty {
	case "bf16":
		return x&0x7f80 == 0x7f80 && x&0x7f != 0
	case "f16":
		return x&0x7c00 == 0x7c00 && x&0x3ff != 0
	case "f64":
		return x&0x7ff0000000000000 == 0x7ff0000000000000 && x&(1<<52-1) != 0
	}
	return x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0
}

// step executes one instruction line.
func (s *sim) step(line string) error {
	mods := ""
	if i := strings.Index(line, " op_sel_hi:"); i >= 0 {
		line, mods = line[:i], line[i+1:]
	}
	f := strings.Fields(strings.ReplaceAll(line, ",", " "))
	mn := strings.TrimSuffix(strings.TrimSuffix(f[0], "_e32"), "_e64")
	ops := f[1:]
	switch {
	case mn == "s_nop":
		return nil
	case mn == "v_mov_b32":
		x, err := s.read(ops[1], "b32")
		s.write(ops[0], x, "b32")
		return err
	case mn == "v_lshrrev_b32":
		x, err := s.read(ops[2], "b32")
		s.write(ops[0], x>>16, "b32")
		return err
	case mn == "v_lshlrev_b32":
		x, err := s.read(ops[2], "b32")
		s.write(ops[0], x<<16&0xffffffff, "b32")
		return err
	case mn == "v_or_b32":
		a, _ := s.read(ops[1], "b32")
		x, err := s.read(ops[2], "b32")
		s.write(ops[0], x|a, "b32")
		return err
	case strings.HasPrefix(mn, "v_cmp_") && strings.HasSuffix(mn, "64") && !strings.HasSuffix(mn, "f64"):
		a, err1 := s.read(ops[1], "f64")
		b, err2 := s.read(ops[2], "f64")
		if !strings.HasPrefix(ops[1], "v") && !strings.HasPrefix(ops[1], "0x") {
			v, _ := strconv.ParseInt(ops[1], 10, 64)
			a = uint64(v) // an inline integer is sign-extended to 64 bits
		}
		var gt bool
		if strings.HasSuffix(mn, "_i64") {
			gt = int64(a) > int64(b)
		} else {
			gt = a > b
		}
		if strings.Contains(mn, "_lt_") {
			gt = a != b && !gt
		}
		s.vcc = gt
		if err1 != nil {
			return err1
		}
		return err2
	case mn == "v_and_b32":
		m, _ := s.read(ops[1], "b32")
		x, err := s.read(ops[2], "b32")
		s.write(ops[0], x&m, "b32")
		return err
	case mn == "v_lshl_or_b32":
		a, _ := s.read(ops[1], "b32")
		c, err := s.read(ops[3], "b32")
		s.write(ops[0], (a<<16|c)&0xffffffff, "b32")
		return err
	case strings.HasPrefix(mn, "v_cmp_o_"):
		ty := opType(mn)
		a, err1 := s.read(ops[1], ty)
		b, err2 := s.read(ops[2], ty)
		s.vcc = !isNaNBits(ty, a) && !isNaNBits(ty, b)
		if err1 != nil {
			return err1
		}
		return err2
	case strings.HasPrefix(mn, "s_load_") || strings.HasPrefix(mn, "s_wait"):
		return nil // kernel arguments are set by the test
	case mn == "s_cmp_lg_u32":
		r, _ := strconv.Atoi(strings.TrimPrefix(ops[0], "s"))
		s.scc = s.s[r] != 0
		return nil
	case mn == "s_cselect_b64" || mn == "s_cselect_b32":
		var r int
		if strings.HasPrefix(ops[0], "s[") {
			fmt.Sscanf(ops[0], "s[%d:", &r)
		} else {
			r, _ = strconv.Atoi(strings.TrimPrefix(ops[0], "s"))
		}
		v := uint32(0)
		if s.scc {
			v = 1 // one lane simulated: bit 0 of the mask
		}
		s.s[r] = v
		return nil
	case mn == "v_cndmask_b32":
		mask := s.vcc
		if !strings.HasPrefix(ops[3], "vcc") {
			var r int
			if strings.HasPrefix(ops[3], "s[") {
				fmt.Sscanf(ops[3], "s[%d:", &r)
			} else {
				r, _ = strconv.Atoi(strings.TrimPrefix(ops[3], "s"))
			}
			mask = s.s[r]&1 != 0
		}
		a, _ := s.read(ops[1], "b32")
		b, err := s.read(ops[2], "b32")
		if mask {
			s.write(ops[0], b, "b32")
		} else {
			s.write(ops[0], a, "b32")
		}
		return err
	case strings.Contains(mn, "max") || strings.Contains(mn, "min"):
		ty := opType(mn)
		var in [3]uint64
		for i, o := range ops[1:] {
			x, err := s.read(o, ty)
			if err != nil {
				return err
			}
			if ty == "pk" && !strings.HasPrefix(o, "v") {
				// An inline constant gives the low half; op_sel_hi bit 0
				// makes the high lane read the low half too.
				x &= 0xffff
				if strings.HasPrefix(mods, "op_sel_hi:[") && strings.Split(strings.Trim(mods[len("op_sel_hi:"):], "[]"), ",")[i] == "0" {
					x |= x << 16
				}
			}
			in[i] = x
		}
		name := s.b.Model(mn, true)
		m := s.models[name]
		if m == nil {
			var err error
			if m, err = semantics.Lookup(name); err != nil {
				return err
			}
			s.models[name] = m
		}
		r, err := m.Eval(semType(ty), in[0], in[1], in[2])
		if err != nil {
			return err
		}
		if !r.IsExact() {
			return fmt.Errorf("%s is not a function", name)
		}
		s.write(ops[0], r.Bits(), ty)
		return nil
	}
	return fmt.Errorf("instruction %q not simulated", line)
}

// specials are the inputs tried per lane type.
var specials = map[string][]uint64{
	"f32":  {0, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc01234, 0x7f800001, 0xff812345, 0x00000001, 0x42c80000},
	"f16":  {0, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe12, 0x7c01, 0xfd23, 0x0001, 0x5640},
	"bf16": {0, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0xffc1, 0x7f81, 0xff92, 0x0001, 0x42c8},
	"f64": {0, 1 << 63, 0x3ff0000000000000, 0xbff0000000000000, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000,
		0xfff8000000001234, 0x7ff0000000000001, 0xfff0000000012345, 1, 0x4059000000000000},
}

func specFor(kind, policy string) string {
	mx := kind == "max"
	pick := func(a, b string) string {
		if mx {
			return a
		}
		return b
	}
	switch policy {
	case "propagate":
		return "ieee754-2019:" + pick("maximum", "minimum")
	case "ieee2008":
		return "ieee754-2008:" + pick("maxNum", "minNum")
	}
	return "ieee754-2019:" + pick("maximumNumber", "minimumNumber")
}

// TestSelectionMeetsSemantics lowers each float min/max (every generation,
// mode, kind, type, NaN policy and arity) and runs the emitted instructions
// on special inputs (±0, ±1, ±inf, quiet and signaling NaNs with payloads,
// subnormals) with package semantics' models of the instructions: every
// result must be one the declared policy allows (IEEE 754-2019
// maximumNumber for number and nnan without NaN inputs, maximum for
// propagate, 754-2008 maxNum for ieee2008; three inputs fold left).
func TestSelectionMeetsSemantics(t *testing.T) {
	runs, seqs := 0, 0
	for _, g := range amdgcn.Generations() {
		switch g.ID {
		case amdgcn.GFX90A, amdgcn.GFX1010, amdgcn.GFX1150, amdgcn.GFX1201:
			// Same selection as gfx908, gfx1030, gfx1100, gfx1200 (they
			// differ in pair alignment or not at all); -long runs them too.
			if !*long {
				continue
			}
		}
		for _, ieee := range []bool{true, false} {
			if !ieee && !hasModeBits(g) {
				continue
			}
			b := mustBackend(t, g.Name, ieee)
			for _, kind := range []string{"max", "min"} {
				for _, ty := range []string{"f16", "bf16", "f32", "f64", "f16x2", "bf16x2", "f32x2"} {
					for _, pol := range corpusPolicies {
						if pol == "ieee2008" && !b.ieeeOn() {
							continue
						}
						for _, ar := range []int{2, 3} {
							n := checkSelection(t, b, kind, ty, pol, ar)
							runs += n
							seqs++
						}
					}
				}
			}
		}
	}
	t.Logf("%d lowered sequences, %d input tuples run against the policies", seqs, runs)
}

func checkSelection(t *testing.T, b *Backend, kind, ty, pol string, arity int) int {
	srcs := "%a, %b"
	if arity == 3 {
		srcs += ", %c"
	}
	attr := ""
	if pol != "number" {
		attr = " {nan = " + pol + "}"
	}
	src := fmt.Sprintf("kernel @k() grid(1) block(1) {\n  %%a = alloc.local %s[1]\n  %%b = alloc.local %s[1]\n  %%c = alloc.local %s[1]\n  %%d = alloc.local %s[1]\n  %%d = %s %s%s\n}\n",
		ty, ty, ty, ty, kind, srcs, attr)
	p := lowerSource(t, b, "sel.tile", src, "")
	k := p.Kernels[0]
	lane := ty
	switch ty {
	case "f16x2":
		lane = "f16"
	case "bf16x2":
		lane = "bf16"
	case "f32x2":
		lane = "f32"
	}
	pk := lane != ty
	spec := semantics.MustLookup(specFor(kind, pol))
	st := semType(lane)
	vals := specials[lane]
	if arity == 3 && !*long {
		// ±0, 1, ±inf, a qNaN and an sNaN with payloads: every NaN case of
		// a three-input fold (all twelve values with -long).
		vals = []uint64{vals[0], vals[1], vals[2], vals[4], vals[5], vals[7], vals[9]}
	}
	models := map[string]*semantics.Model{}
	runs := 0
	var tuple [3]uint64
	var try func(i int) bool
	try = func(i int) bool {
		if i < arity {
			for _, x := range vals {
				tuple[i] = x
				if !try(i + 1) {
					return false
				}
			}
			return true
		}
		if pol == "nnan" {
			for j := 0; j < arity; j++ {
				x := s0(tuple, j, ty, vals)
				if pk && (isNaNBits(lane, x&laneMask(lane)) || isNaNBits(lane, x>>laneWidth(lane))) || !pk && isNaNBits(lane, x) {
					return true
				}
			}
		}
		s := &sim{b: b, v: map[int]uint32{}, models: models}
		names := []string{"a", "b", "c"}
		for j := 0; j < arity; j++ {
			r := k.Locals[names[j]]
			x := s0(tuple, j, ty, vals)
			s.v[r], s.v[r+1] = uint32(x), uint32(x>>32)
		}
		for _, in := range k.Instructions() {
			if strings.HasPrefix(in, "s_endpgm") {
				break
			}
			if err := s.step(in); err != nil {
				t.Fatalf("%s %s %s %s/%d: %s: %v", b.Name(), kind, ty, pol, arity, in, err)
			}
		}
		d := k.Locals["d"]
		got := uint64(s.v[d]) | uint64(s.v[d+1])<<32
		lanes := 1
		if pk {
			lanes = 2
		}
		for ln := 0; ln < lanes; ln++ {
			var in [3]uint64
			for j := 0; j < arity; j++ {
				in[j] = s0(tuple, j, ty, vals)
			}
			w := laneWidth(lane)
			if lanes == 2 {
				for j := 0; j < arity; j++ {
					in[j] = in[j] >> (w * uint(ln)) & laneMask(lane)
				}
			}
			res := got >> (w * uint(ln)) & laneMask(lane)
			if !allowed(spec, st, lane, in[:arity], res) {
				t.Errorf("%s %s %s nan=%s (%d inputs): inputs %#x lane %d gave %#x, which %s does not allow\n%s",
					b.Name(), kind, ty, pol, arity, in[:arity], ln, res, spec.Name(), strings.Join(k.Instructions(), "\n"))
				return false
			}
		}
		runs++
		return true
	}
	try(0)
	return runs
}

// s0 rebuilds the container value of input j as set in try: for a packed
// type lane 0 takes the tuple's value and lane 1 another special value.
func s0(tuple [3]uint64, j int, ty string, vals []uint64) uint64 {
	x := tuple[j]
	switch ty {
	case "f16x2", "bf16x2":
		x |= vals[(j+int(x%97))%len(vals)] << 16
	case "f32x2":
		x |= vals[(j+int(x%97))%len(vals)] << 32
	}
	return x
}

func laneWidth(lane string) uint {
	switch lane {
	case "f32":
		return 32
	case "f64":
		return 64
	}
	return 16
}

func laneMask(lane string) uint64 {
	if lane == "f64" {
		return ^uint64(0)
	}
	return 1<<laneWidth(lane) - 1
}

// allowed: is res a result the spec allows for ins (folded left for three)?
func allowed(spec *semantics.Model, t semantics.Type, lane string, ins []uint64, res uint64) bool {
	r, err := spec.Eval(t, ins[0], ins[1], 0)
	if err != nil {
		panic(err)
	}
	if len(ins) == 2 {
		return r.Allows(t, res)
	}
	// Fold: any allowed intermediate, with a canonical quiet NaN standing
	// for "any quiet NaN".
	mids := r.Values()
	if r.AllowsAnyNaN() || r.AllowsAnyQNaN() {
		mids = append(mids, specials[lane][6])
	}
	for _, m := range mids {
		r2, err := spec.Eval(t, m, ins[2], 0)
		if err != nil {
			panic(err)
		}
		if r2.Allows(t, res) {
			return true
		}
	}
	return false
}

// TestInt64MinMax runs the s64/u64 sequences (v_cmp + two v_cndmask_b32)
// against Go's min and max, with constants inline and materialized.
func TestInt64MinMax(t *testing.T) {
	vals := []uint64{0, 1, 5, 1 << 63, 1<<63 - 1, ^uint64(0), ^uint64(4), 1 << 32, 0xffffffff}
	n := 0
	for _, g := range []string{"gfx908", "gfx942", "gfx1030", "gfx1200"} {
		b := mustBackend(t, g, true)
		for _, ty := range []string{"s64", "u64"} {
			for _, kind := range []string{"max", "min"} {
				for _, op := range []string{"%d = KIND %a, %b", "%d = KIND %a, %b, %c", "%d = KIND %a, TY -5", "%d = KIND TY 64, %a", "%d = KIND %a, TY 1000000000000"} {
					op = strings.NewReplacer("KIND", kind, "TY", ty).Replace(op)
					if ty == "u64" {
						op = strings.Replace(op, "-5", "18446744073709551611", 1)
					}
					src := fmt.Sprintf("kernel @k() grid(1) block(1) {\n  %%a = alloc.local %s[1]\n  %%b = alloc.local %s[1]\n  %%c = alloc.local %s[1]\n  %%d = alloc.local %s[1]\n  %s\n}\n", ty, ty, ty, ty, op)
					k := lowerSource(t, b, "i.tile", src, "").Kernels[0]
					m := mustParse(t, "i.tile", src)
					mm := m.Kernels[0].Body[4].(*ir.MinMax)
					for _, x := range vals {
						for _, y := range vals {
							s := &sim{b: b, v: map[int]uint32{}, models: map[string]*semantics.Model{}}
							in := map[string]uint64{"a": x, "b": y, "c": x ^ y}
							for name, v := range in {
								r := k.Locals[name]
								s.v[r], s.v[r+1] = uint32(v), uint32(v>>32)
							}
							for _, line := range k.Instructions() {
								if line == "s_endpgm" {
									break
								}
								if err := s.step(line); err != nil {
									t.Fatalf("%s: %s: %v", g, line, err)
								}
							}
							var args []uint64
							for _, o := range mm.Srcs {
								switch o := o.(type) {
								case *ir.Ref:
									args = append(args, in[o.Name])
								case *ir.Scalar:
									args = append(args, o.Bits)
								}
							}
							want := args[0]
							for _, a := range args[1:] {
								less := a < want
								if ty == "s64" {
									less = int64(a) < int64(want)
								}
								if less == (kind == "min") && a != want {
									want = a
								}
							}
							d := k.Locals["d"]
							if got := uint64(s.v[d]) | uint64(s.v[d+1])<<32; got != want {
								t.Fatalf("%s %s: inputs %#x: got %#x, want %#x\n%s", g, op, args, got, want, strings.Join(k.Instructions(), "\n"))
							}
							n++
						}
					}
				}
			}
		}
	}
	t.Logf("%d s64/u64 cases", n)
}

// TestPredPreserveDst runs predicated ops with preserve_dst (v_cndmask_b32
// on the old value, with the lane mask built from the pred argument): where
// the pred is false the destination keeps its value, where it is true it
// gets the op's result.
func TestPredPreserveDst(t *testing.T) {
	n := 0
	for _, g := range []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200"} {
		b := mustBackend(t, g, true)
		for _, c := range []struct{ ty, op, attrs string }{
			{"f32", "%a = max %a, %b", ""},
			{"f32", "%a = min %a, %b, f32 100.0", "nan = propagate"},
			{"f64", "%a = max %b, f64 2.0", ""},
			{"f16x2", "%a = max %a, %b", "nan = nnan"},
			{"f32", "%a = mov f32 3.0", ""},
		} {
			for _, neg := range []bool{false, true} {
				pred := map[bool]string{false: "%p", true: "!%p"}[neg]
				attrs := "pred = " + pred + ", preserve_dst"
				plainOp := c.op
				if c.attrs != "" {
					attrs += ", " + c.attrs
					plainOp += " {" + c.attrs + "}"
				}
				op := c.op + " {" + attrs + "}"
				kernel := "kernel @k(%%p: pred) grid(1) block(1) {\n  %%a = alloc.local %s[1]\n  %%b = alloc.local %s[1]\n  %s\n}\n"
				k := lowerSource(t, b, "p.tile", fmt.Sprintf(kernel, c.ty, c.ty, op), "").Kernels[0]
				// The op's result where it runs, computed without the pred.
				plain := lowerSource(t, b, "p.tile", fmt.Sprintf(kernel, c.ty, c.ty, plainOp), "").Kernels[0]
				for _, pv := range []uint32{0, 1} {
					run := func(k *Kernel) uint64 {
						s := &sim{b: b, v: map[int]uint32{}, s: map[int]uint32{4: pv}, models: map[string]*semantics.Model{}}
						for _, in := range []struct {
							name string
							v    uint64
						}{{"a", 0x3f8000003f800000}, {"b", 0x4000000040000000}} {
							r := k.Locals[in.name]
							s.v[r] = uint32(in.v)
							if c.ty == "f64" {
								s.v[r+1] = uint32(in.v >> 32)
							}
						}
						for _, line := range k.Instructions() {
							if line == "s_endpgm" {
								break
							}
							if err := s.step(line); err != nil {
								t.Fatalf("%s: %s: %v", g, line, err)
							}
						}
						r := k.Locals["a"]
						return uint64(s.v[r]) | uint64(s.v[r+1])<<32
					}
					got, newVal := run(k), run(plain)
					old := uint64(0x3f8000003f800000)
					if c.ty != "f64" {
						got, newVal, old = got&0xffffffff, newVal&0xffffffff, old&0xffffffff
					}
					want := newVal
					if (pv != 0) == neg {
						want = old
					}
					if got != want {
						t.Errorf("%s %s with %%p = %d: %%a = %#x, want %#x\n%s", g, op, pv, got, want, strings.Join(k.Instructions(), "\n"))
					}
					n++
				}
			}
		}
	}
	t.Logf("%d predicated runs", n)
}
