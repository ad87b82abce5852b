package ptxexec

// bfe.{u32,u64,s32,s64} d, a, b, c (PTX ISA, Integer Arithmetic Instructions: "bfe", bit field
// extract): pos = b & 0xff, len = c & 0xff; bit i of d is bit pos+i of a
// for i < len while pos+i ≤ msb, and the sign bit otherwise, where the
// sign bit is 0 for the unsigned types and for len = 0, else bit
// min(pos+len−1, msb) of a. b and c are .u32 operands. llc-19 uses
// bfe.u32 r, x, 16, 1 in its round-to-nearest-even f32 → bf16 expansion
// (the lowest kept mantissa bit).
func (c *compiler) bfe(s stmt, in *inst, ms []string) error {
	if len(ms) != 1 || ms[0] != "u32" && ms[0] != "u64" && ms[0] != "s32" && ms[0] != "s64" {
		return errAt(s.opPos, "%s: want bfe.{u32,u64,s32,s64}", s.op)
	}
	ty := "." + ms[0]
	if err := nargs(s, 4); err != nil {
		return err
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	in.dst = []int32{d}
	if err := c.value3(s, in, ty); err != nil {
		return err
	}
	w, _ := typeWidth(ty)
	in.run = vec3(bfeFunc(w, ty[1] == 's'))
	return nil
}

func (c *compiler) value3(s stmt, in *inst, ty string) error {
	for k, t := range []string{ty, ".u32", ".u32"} {
		v, err := c.value(s, s.args[1+k], t)
		if err != nil {
			return err
		}
		in.src = append(in.src, v)
	}
	return nil
}

// bfeFunc is bfe on w-bit values, per the PTX ISA pseudocode.
func bfeFunc(w int, signed bool) func(a, b, c uint64) uint64 {
	msb := w - 1
	return func(a, b, c uint64) uint64 {
		pos, n := int(b&0xff), int(c&0xff)
		sbit := uint64(0)
		if signed && n > 0 {
			sbit = a >> uint(min(pos+n-1, msb)) & 1
		}
		var d uint64
		for i := 0; i <= msb; i++ {
			bit := sbit
			if i < n && pos+i <= msb {
				bit = a >> uint(pos+i) & 1
			}
			d |= bit << uint(i)
		}
		return d
	}
}
