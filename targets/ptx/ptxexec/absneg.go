package ptxexec

// absneg compiles abs and neg of the floating-point types (PTX ISA 9.7.3.7
// abs and 9.7.3.8 neg for .f32/.f64; 9.7.4.6/9.7.4.7 for .f16, .f16x2,
// .bf16, .bf16x2): docs/reference/ptx.md §2.7. The sign of a number is
// cleared (abs) or flipped (neg); .ftz first flushes a subnormal input to
// the zero of its sign. PTX ISA leaves the NaN result unspecified; the
// executor returns what ptxas 11.8 folds (TestAbsNegAgreesWithPtxasFolding):
// .f32 quiets the NaN and keeps its payload, .f64 changes only the sign
// bit and so does .f16x2 (lane by lane), .f16 and .bf16 give the canonical
// NaN 0x7fff. ptxas folds no .bf16x2 form: it takes the .bf16 rule per lane
// (unverified).
func (c *compiler) absneg(s stmt, in *inst, base string, ms []string) error {
	ty, rest := typeMod(ms)
	f := fmtOf(ty)
	if f == nil {
		return errAt(s.opPos, "%s: %s takes .f16, .f16x2, .bf16, .bf16x2, .f32 or .f64 (integer forms are not run)", s.op, base)
	}
	ftz := false
	for _, m := range rest {
		if m != "ftz" || ftz || ty == ".f64" || ty == ".bf16" || ty == ".bf16x2" {
			return errAt(s.opPos, "%s: modifier .%s is not allowed here (only .ftz, on .f16, .f16x2 and .f32)", s.op, m)
		}
		ftz = true
	}
	if err := nargs(s, 2); err != nil {
		return err
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	in.dst = []int32{d}
	if err := c.sources(s, in, s.args[1:], ty); err != nil {
		return err
	}
	lane := absNegLane(f, base == "neg", ftz, ty == ".f16x2")
	if ty == ".f16x2" || ty == ".bf16x2" {
		in.run = vec1(func(a uint64) uint64 { return lane(a&0xffff) | lane(a>>16&0xffff)<<16 })
		return nil
	}
	m := maskOf(f.bits)
	in.run = vec1(func(a uint64) uint64 { return lane(a & m) })
	return nil
}

// absNegLane is abs or neg of one lane of format f.
func absNegLane(f *ffmt, neg, ftz, signOnly bool) func(x uint64) uint64 {
	return func(x uint64) uint64 {
		if f.isNaN(x) && !signOnly {
			switch f.bits {
			case 16:
				return 0x7fff // whatever the sign of the input and the op
			case 32:
				x |= f.quiet
			}
		} else if ftz {
			x = f.ftz(x)
		}
		if neg {
			return x ^ f.sign
		}
		return x &^ f.sign
	}
}
