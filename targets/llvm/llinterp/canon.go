package llinterp

// canonicalize is llvm.canonicalize per the LLVM 19 LangRef
// ("'llvm.canonicalize.*' Intrinsic", Semantics), for binary formats, where
// every bit pattern but a NaN's and a subnormal's has one encoding:
//
//   - "the sign of zero must be conserved": ±0 → ±0; other non-NaN,
//     non-subnormal values are their own canonical encoding ("(@llvm.canonicalize(x)
//     == x) is equivalent to (x == x)").
//   - NaN: "The payload bits of a NaN must be conserved, with two
//     exceptions. First, environments which use only a single canonical
//     representation of NaN must perform said canonicalization. Second,
//     SNaNs must be quieted per the usual methods." So: the input with the
//     quiet bit set, sign kept; or the environment's single NaN. Which NaN
//     that is the LangRef does not say; accepted are the preferred NaN
//     (0x7fc00000 for float, LangRef's "Behavior of Floating-Point NaN
//     values") and the all-ones-payload NaN NVIDIA documents as PTX's
//     canonical NaN (0x7fffffff, docs/reference/ptx.md) — a reading, flagged as disputed
//     in docs/audit.md. The NaN rules' other options (sign flips, an sNaN
//     unchanged) are not allowed: the entry's own rule is stricter.
//   - subnormal: "Some machines, like GPUs or ARMv7 NEON, do not support
//     subnormal values. These are treated as non-canonical encodings of
//     zero and will be flushed to a zero of the same sign by this
//     operation." Whether they are flushed is the function's
//     "denormal-fp-math" mode, as LLVM 19's constant folder reads it
//     (ConstantFolding.cpp, constantFoldCanonicalize): ieee keeps the
//     subnormal, preserve-sign gives the zero of its sign, positive-zero
//     gives +0, dynamic any of these. Either half of the mode flushing
//     flushes (a flushed input canonicalizes to zero, and so does a
//     flushed output).
func canonicalize(f *fpFmt, mode denormMode, x uint64) Set {
	switch {
	case f.isNaN(x):
		return setOf([]uint64{x | f.quiet(), f.preferredNaN(), f.expMask() | f.mantMask()})
	case f.isSub(x):
		var b builder
		keep := mode.in == "ieee" && mode.out == "ieee"
		for _, m := range []string{mode.in, mode.out} {
			switch m {
			case "dynamic":
				keep = true
				b.add(x & f.sign())
				b.add(0)
			case "preserve-sign":
				b.add(x & f.sign())
			case "positive-zero":
				b.add(0)
			}
		}
		if keep {
			b.add(x)
		}
		s, _ := b.set()
		return s
	}
	return Exact(x)
}
