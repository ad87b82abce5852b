package amdexec

// The bit operations and integer compares llc-19 uses around min/max in
// the audit catalogue (docs/reference/amdgpu.md §3.5): v_bfi_b32,
// v_perm_b32, v_cmp_eq_u16/u32/u64, v_cmp_gt_i16, v_cmp_lt_i16; s_or_b32/b64 and
// s_brev_b32 are in scalar.go.

// bitTernary returns the function of a three-input bit operation of
// package amdgcn's table, or nil.
func bitTernary(key string) func(a, b, c uint64) uint64 {
	switch key {
	case "bfi_b32":
		// D = (S0 & S1) | (~S0 & S2): S0 selects, bit by bit, S1 or S2.
		return func(a, b, c uint64) uint64 { return (a&b | ^a&c) & 0xffffffff }
	case "perm_b32":
		return perm
	}
	return nil
}

// perm is V_PERM_B32: each byte k of the result is chosen by byte k of S2
// from the eight bytes of {S0, S1} (S1 the low dword): selectors 0–7 pick
// a byte, 8–11 the sign of byte 1, 3, 5, 7 spread over the byte, 12 gives
// 0x00 and 13–255 give 0xff.
func perm(s0, s1, s2 uint64) uint64 {
	in := (s0&0xffffffff)<<32 | s1&0xffffffff
	var d uint64
	for k := 0; k < 4; k++ {
		sel := s2 >> (8 * k) & 0xff
		var b uint64
		switch {
		case sel >= 13:
			b = 0xff
		case sel == 12:
			b = 0
		case sel >= 8:
			src := 2*(sel-8) + 1 // 8→1, 9→3, 10→5, 11→7
			b = (in >> (8*src + 7) & 1) * 0xff
		default:
			b = in >> (8 * sel) & 0xff
		}
		d |= b << (8 * k)
	}
	return d
}

// intCompare returns the predicate of an integer compare of the table, or
// nil. The 16-bit compares read the low half of their sources (the high
// half with op_sel).
func intCompare(key string) func(x, y uint64) bool {
	switch key {
	case "cmp_gt_i64":
		return func(x, y uint64) bool { return int64(x) > int64(y) }
	case "cmp_lt_i64":
		return func(x, y uint64) bool { return int64(x) < int64(y) }
	case "cmp_gt_u64":
		return func(x, y uint64) bool { return x > y }
	case "cmp_lt_u64":
		return func(x, y uint64) bool { return x < y }
	case "cmp_eq_u16", "cmp_eq_u32", "cmp_eq_u64":
		return func(x, y uint64) bool { return x == y }
	case "cmp_gt_i16":
		return func(x, y uint64) bool { return int16(x) > int16(y) }
	case "cmp_lt_i16":
		return func(x, y uint64) bool { return int16(x) < int16(y) }
	// the 32-bit compares of llc-19's branch conditions (§3.10)
	case "cmp_ne_u32":
		return func(x, y uint64) bool { return uint32(x) != uint32(y) }
	case "cmp_lt_u32":
		return func(x, y uint64) bool { return uint32(x) < uint32(y) }
	case "cmp_gt_u32":
		return func(x, y uint64) bool { return uint32(x) > uint32(y) }
	case "cmp_le_u32":
		return func(x, y uint64) bool { return uint32(x) <= uint32(y) }
	case "cmp_ge_u32":
		return func(x, y uint64) bool { return uint32(x) >= uint32(y) }
	case "cmp_eq_i32":
		return func(x, y uint64) bool { return uint32(x) == uint32(y) }
	case "cmp_ne_i32":
		return func(x, y uint64) bool { return uint32(x) != uint32(y) }
	case "cmp_lt_i32":
		return func(x, y uint64) bool { return int32(x) < int32(y) }
	case "cmp_gt_i32":
		return func(x, y uint64) bool { return int32(x) > int32(y) }
	case "cmp_le_i32":
		return func(x, y uint64) bool { return int32(x) <= int32(y) }
	case "cmp_ge_i32":
		return func(x, y uint64) bool { return int32(x) >= int32(y) }
	}
	return nil
}

// brev32 reverses the bits of a dword (S_BREV_B32).
func brev32(x uint64) uint64 {
	var r uint64
	for i := 0; i < 32; i++ {
		r |= (x >> i & 1) << (31 - i)
	}
	return r
}
