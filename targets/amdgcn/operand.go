package amdgcn

import (
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
)

// An OperandKind classifies an operand.
type OperandKind uint8

const (
	OpNone    OperandKind = iota
	OpVGPR                // v0..v255 (Code = 256+n)
	OpSGPR                // SGPRs and scalar special registers (Code < 256)
	OpInline              // inline constant (Code 128..208, 240..248)
	OpLiteral             // 32-bit literal (Code 255, value in Lit)
	OpOff                 // "off" (no SADDR) in global memory instructions
	OpLabel               // a branch's symbol operand: Lit is its symbol number (Inst.BranchLabel, SymbolName)
)

// An Operand is one source or destination operand, in its 9-bit encoding.
type Operand struct {
	Kind OperandKind
	Regs uint8  // registers covered (1, 2 or 4)
	Code uint16 // 9-bit operand code (docs/reference/amdgpu.md §2); VGPRs are 256+n
	Lit  uint32 // literal dword when Kind == OpLiteral
	Abs  bool
	Neg  bool
	// Sext: an SDWA integer source read sign-extended (sext(v1)).
	Sext bool

	intTok bool // written as an integer token (assembler only)
	// inl16 marks a float inline constant (codes 240..248) read on a 16-bit
	// integer operand: llvm-mc's disassembler prints it as the f16 value in
	// hex (0x3c00 for 1.0), and its -show-encoding bytes as that literal
	// (code 255); the hardware read the inline constant, so it uses no
	// constant bus slot. Decode only.
	inl16 bool
}

// Operand codes (docs/reference/amdgpu.md §2, SIDefines.h EncValues).
const (
	codeFlatScratchLo = 102
	codeXnackMaskLo   = 104
	codeVCCLo         = 106
	codeVCCHi         = 107
	codeTTMP0         = 108
	codeTTMP15        = 123
	codeExecLo        = 126
	codeExecHi        = 127
	codeZero          = 128
	codeLDSDirect     = 254
	codeLiteral       = 255
	codeVGPR0         = 256
)

// m0Code and nullCode: m0 is 124 and null 125 on GFX9/10 (GFX9 has no null);
// GFX11+ swaps them.
func m0Code(f Family) uint16 {
	if f >= GFX11 {
		return 125
	}
	return 124
}

func nullCode(f Family) uint16 {
	if f >= GFX11 {
		return 124
	}
	return 125
}

var floatInlineNames = [9]string{"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"}

var (
	f32Inline = [9]uint32{0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983}
	f16Inline = [9]uint16{0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118}
	f64Inline = [9]uint64{0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000, 0xbff0000000000000,
		0x4000000000000000, 0xc000000000000000, 0x4010000000000000, 0xc010000000000000, 0x3fc45f306dc9c882}
)

func intInline(v int64) (uint16, bool) {
	switch {
	case v >= 0 && v <= 64:
		return uint16(128 + v), true
	case v >= -16 && v < 0:
		return uint16(192 - v), true
	}
	return 0, false
}

func inline32(bits uint32) (uint16, bool) {
	if c, ok := intInline(int64(int32(bits))); ok {
		return c, true
	}
	for i, f := range f32Inline {
		if f == bits {
			return uint16(240 + i), true
		}
	}
	return 0, false
}

func inline16(bits uint16, floats bool) (uint16, bool) {
	if c, ok := intInline(int64(int16(bits))); ok {
		return c, true
	}
	if floats {
		for i, f := range f16Inline {
			if f == bits {
				return uint16(240 + i), true
			}
		}
	}
	return 0, false
}

func inline64(bits uint64) (uint16, bool) {
	if c, ok := intInline(int64(bits)); ok {
		return c, true
	}
	for i, f := range f64Inline {
		if f == bits {
			return uint16(240 + i), true
		}
	}
	return 0, false
}

// f32to16 converts to IEEE half precision, rounding to nearest even.
func f32to16(f float64) (uint16, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) >= 65520 {
		return 0, false
	}
	b := math.Float32bits(float32(f))
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	mant := b & 0x7fffff
	if exp >= 31 {
		return 0, false
	}
	if exp <= 0 {
		if exp < -10 {
			return sign, true
		}
		mant |= 0x800000
		shift := uint(14 - exp)
		half := uint32(1) << (shift - 1)
		r := mant >> shift
		rem := mant & (1<<shift - 1)
		if rem > half || (rem == half && r&1 == 1) {
			r++
		}
		return sign | uint16(r), true
	}
	r := uint32(exp)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && r&1 == 1) {
		r++
	}
	if r >= 0x7c00 {
		return 0, false
	}
	return sign | uint16(r), true
}

// immOperand turns a numeric token into an operand of type t, choosing an
// inline constant when one encodes the value, as llvm-mc does.
func immOperand(t OpType, isFloat bool, iv int64, fv float64) (Operand, string) {
	inl := func(c uint16) (Operand, string) { return Operand{Kind: OpInline, Code: c, Regs: 1}, "" }
	lit := func(v uint32) (Operand, string) {
		return Operand{Kind: OpLiteral, Code: codeLiteral, Regs: 1, Lit: v}, ""
	}
	switch t {
	case TF32, TB32:
		var bits uint32
		if isFloat {
			bits = math.Float32bits(float32(fv))
		} else {
			if iv < math.MinInt32 || iv > math.MaxUint32 {
				return Operand{}, "invalid operand for instruction: value does not fit in 32 bits"
			}
			bits = uint32(iv)
		}
		if c, ok := inline32(bits); ok {
			return inl(c)
		}
		return lit(bits)
	case TF16, TI16:
		var bits uint16
		if isFloat {
			if t == TI16 {
				b32 := math.Float32bits(float32(fv))
				if c, ok := inline32(b32); ok && c >= 240 {
					return inl(c)
				}
				return Operand{}, "invalid operand for instruction: only inline float constants are supported for 16-bit integer operands"
			}
			h, ok := f32to16(fv)
			if !ok {
				return Operand{}, "invalid operand for instruction: value does not fit in f16"
			}
			bits = h
		} else {
			if iv < math.MinInt16 || iv > math.MaxUint16 {
				return Operand{}, "invalid operand for instruction: value does not fit in 16 bits"
			}
			bits = uint16(iv)
		}
		if c, ok := inline16(bits, t == TF16); ok {
			return inl(c)
		}
		return lit(uint32(bits))
	case TF64:
		if isFloat {
			bits := math.Float64bits(fv)
			if c, ok := inline64(bits); ok {
				return inl(c)
			}
			return lit(uint32(bits >> 32))
		}
		if c, ok := intInline(iv); ok {
			return inl(c)
		}
		if iv >= math.MinInt32 && iv <= math.MaxUint32 {
			hi := uint32(iv)
			if c, ok := inline64(uint64(hi) << 32); ok {
				return inl(c)
			}
			return lit(hi)
		}
		if c, ok := inline64(uint64(iv)); ok {
			return inl(c)
		}
		return Operand{}, "invalid operand for instruction: a 64-bit literal must be an inline constant or fit in 32 bits (the high dword)"
	case TI64:
		// llvm-mc-19: integers -16..64 and the f64 bit patterns of the float
		// constants are inline; other values that fit in 32 bits are a
		// literal dword; float tokens must be inline constants.
		if isFloat {
			if c, ok := inline64(math.Float64bits(fv)); ok {
				return inl(c)
			}
			return Operand{}, "invalid operand for instruction: a float constant on a 64-bit integer operand must be an inline constant"
		}
		if c, ok := inline64(uint64(iv)); ok {
			return inl(c)
		}
		if iv < math.MinInt32 || iv > math.MaxUint32 {
			return Operand{}, "invalid operand for instruction: a 64-bit integer literal must fit in 32 bits"
		}
		return lit(uint32(iv))
	case TV2F16, TV2I16:
		var bits uint32
		if isFloat {
			if t == TV2I16 {
				bits = math.Float32bits(float32(fv))
			} else {
				h, ok := f32to16(fv)
				if !ok {
					return Operand{}, "invalid operand for instruction: value does not fit in f16"
				}
				bits = uint32(h)
			}
		} else {
			if iv < math.MinInt32 || iv > math.MaxUint32 {
				return Operand{}, "invalid operand for instruction: value does not fit in 32 bits"
			}
			bits = uint32(iv)
		}
		if c, ok := inlinePacked(bits, t); ok {
			return inl(c)
		}
		return lit(bits)
	}
	return Operand{}, "invalid operand for instruction"
}

// inlinePacked: packed operands take integer inline constants, and the
// float ones as f16 values (v2f16, low half, high half zero) or f32 bit
// patterns (v2i16), as llvm-mc-19 folds them.
func inlinePacked(bits uint32, t OpType) (uint16, bool) {
	if c, ok := intInline(int64(int32(bits))); ok {
		return c, true
	}
	if t == TV2I16 {
		for i, f := range f32Inline {
			if f == bits {
				return uint16(240 + i), true
			}
		}
		return 0, false
	}
	if bits <= 0xffff {
		return inline16(uint16(bits), true)
	}
	return 0, false
}

// constBits returns the value an inline constant or literal operand of type t
// stands for, in t's width (64-bit values for TF64).
func constBits(o *Operand, t OpType) uint64 {
	if o.Kind == OpLiteral {
		if t == TF64 {
			return uint64(o.Lit) << 32
		}
		return uint64(o.Lit)
	}
	c := o.Code
	if c >= 240 {
		switch t {
		case TF16, TI16:
			return uint64(f16Inline[c-240])
		case TF64:
			return f64Inline[c-240]
		}
		return uint64(f32Inline[c-240])
	}
	v := int64(c) - 128
	if c > 192 {
		v = 192 - int64(c)
	}
	switch t {
	case TF16, TI16:
		return uint64(uint16(v))
	case TF64:
		return uint64(v)
	}
	return uint64(uint32(v))
}

// foldMods applies abs and neg to a constant operand as llvm-mc does when the
// chosen encoding has no modifier bits (e32): the sign bit of the value is
// cleared, then flipped, and the result re-encoded.
func foldMods(o Operand, t OpType) (Operand, bool) {
	if t == TF64 && o.intTok {
		return o, false // llvm-mc-19 does not fold modifiers into 64-bit integer constants
	}
	bits := constBits(&o, t)
	var sign uint64
	switch t {
	case TF16, TI16:
		sign = 1 << 15
	case TF64:
		sign = 1 << 63
	default:
		sign = 1 << 31
	}
	if o.Abs {
		bits &^= sign
	}
	if o.Neg {
		bits ^= sign
	}
	switch t {
	case TF16, TI16:
		if c, ok := inline16(uint16(bits), t == TF16); ok {
			return Operand{Kind: OpInline, Code: c, Regs: 1}, true
		}
		return Operand{Kind: OpLiteral, Code: codeLiteral, Regs: 1, Lit: uint32(bits)}, true
	case TF64:
		if c, ok := inline64(bits); ok {
			return Operand{Kind: OpInline, Code: c, Regs: 1}, true
		}
		if uint32(bits) != 0 {
			return o, false
		}
		return Operand{Kind: OpLiteral, Code: codeLiteral, Regs: 1, Lit: uint32(bits >> 32)}, true
	}
	if c, ok := inline32(uint32(bits)); ok {
		return Operand{Kind: OpInline, Code: c, Regs: 1}, true
	}
	return Operand{Kind: OpLiteral, Code: codeLiteral, Regs: 1, Lit: uint32(bits)}, true
}

// appendHex appends 0x%x.
func appendHex(b []byte, v uint64) []byte {
	// strconv.AppendUint(b, v, 16) after "0x", without its generic loop
	n := (bits.Len64(v|1) + 3) / 4
	k := len(b)
	b = slices.Grow(b, 18)[:k+2+n]
	b[k], b[k+1] = '0', 'x'
	for i := k + 1 + n; i > k+1; i-- {
		b[i] = hexDigits[v&15]
		v >>= 4
	}
	return b
}

const hexDigits = "0123456789abcdef"

// appendSrc appends the llvm-mc spelling of a source operand value (without
// modifiers) of type t.
func appendOperandValue(b []byte, o *Operand, t OpType, gen *Generation) []byte {
	switch o.Kind {
	case OpVGPR, OpSGPR:
		if o.Regs < 5 {
			if s := regNames(gen).s[o.Regs][o.Code&511]; s != "" {
				return append(b, s...)
			}
		}
	}
	switch o.Kind {
	case OpVGPR:
		return appendRange(b, "v", int(o.Code-codeVGPR0), int(o.Regs))
	case OpSGPR:
		return appendSReg(b, o.Code, int(o.Regs), gen)
	case OpInline:
		if o.Code == 248 && (t == TF64 || t == TI64) {
			return append(b, "0.15915494309189532"...)
		}
		if o.Code >= 240 {
			return append(b, floatInlineNames[o.Code-240]...)
		}
		if o.Code <= 192 {
			return strconv.AppendInt(b, int64(o.Code)-128, 10)
		}
		return strconv.AppendInt(b, 192-int64(o.Code), 10)
	case OpLiteral:
		v := uint64(o.Lit)
		if t.is16() {
			v &= 0xffff
		}
		return appendHex(b, v)
	case OpOff:
		return append(b, "off"...)
	}
	return b
}

// appendSmall appends a non-negative decimal number (fast path below 1000).
func appendSmall(b []byte, n int) []byte {
	switch {
	case n < 10:
		return append(b, byte('0'+n))
	case n < 100:
		return append(b, byte('0'+n/10), byte('0'+n%10))
	case n < 1000:
		return append(b, byte('0'+n/100), byte('0'+n/10%10), byte('0'+n%10))
	}
	return strconv.AppendInt(b, int64(n), 10)
}

func appendRange(b []byte, c string, n, regs int) []byte {
	b = append(b, c...)
	if regs <= 1 {
		return appendSmall(b, n)
	}
	b = append(b, '[')
	b = appendSmall(b, n)
	b = append(b, ':')
	b = appendSmall(b, n+regs-1)
	return append(b, ']')
}

var specialNames = map[uint16]string{
	235: "src_shared_base", 236: "src_shared_limit", 237: "src_private_base", 238: "src_private_limit",
	239: "src_pops_exiting_wave_id", 251: "src_vccz", 252: "src_execz", 253: "src_scc",
	codeLDSDirect: "src_lds_direct",
}

func appendSReg(b []byte, code uint16, regs int, gen *Generation) []byte {
	f := gen.Family
	switch {
	case int(code) < gen.SGPRs:
		return appendRange(b, "s", int(code), regs)
	case f == GFX9 && (code == codeFlatScratchLo || code == codeFlatScratchLo+1):
		return pairName(b, "flat_scratch", code-codeFlatScratchLo, regs)
	case f == GFX9 && (code == codeXnackMaskLo || code == codeXnackMaskLo+1):
		return pairName(b, "xnack_mask", code-codeXnackMaskLo, regs)
	case code == codeVCCLo || code == codeVCCHi:
		return pairName(b, "vcc", code-codeVCCLo, regs)
	case code >= codeTTMP0 && code <= codeTTMP15:
		return appendRange(b, "ttmp", int(code-codeTTMP0), regs)
	case code == m0Code(f):
		return append(b, "m0"...)
	case code == nullCode(f):
		return append(b, "null"...)
	case code == codeExecLo || code == codeExecHi:
		return pairName(b, "exec", code-codeExecLo, regs)
	}
	if s, ok := specialNames[code]; ok {
		return append(b, s...)
	}
	return append(b, "<bad>"...)
}

func pairName(b []byte, base string, hi uint16, regs int) []byte {
	b = append(b, base...)
	if regs == 2 {
		return b
	}
	if hi == 0 {
		return append(b, "_lo"...)
	}
	return append(b, "_hi"...)
}

// regNameTable holds llvm-mc's spelling of every register operand of a
// generation, indexed by register count (0..4) and 9-bit code ("" where
// the slow path decides), so that printing a register is one copy.
type regNameTable struct {
	s [5][512]string
	c [5][512]word16 // ", " + the name, for the printer's word stores (n == 0: too long); in c[1] and d[1] also the inline constants but 248
	d [5][512]word16 // " " + the name (destinations)
}

// A word16 is a string of at most 16 bytes as two little-endian words, so
// that the printer copies it with two stores (see putWord16).
type word16 struct {
	w [2]uint64
	n uint8
}

func mkWord16(prefix string, name []byte) word16 {
	if len(prefix)+len(name) > 16 {
		return word16{}
	}
	var buf [16]byte
	n := copy(buf[:], prefix)
	n += copy(buf[n:], name)
	return word16{[2]uint64{binary.LittleEndian.Uint64(buf[:]), binary.LittleEndian.Uint64(buf[8:])}, uint8(n)}
}

// A word32 is a string of at most 32 bytes as four little-endian words
// (n = 0 for a longer or empty string), copied with four stores.
type word32 struct {
	w [4]uint64
	n uint8
}

func mkWord32(s string) word32 {
	if len(s) > 32 {
		return word32{}
	}
	var buf [32]byte
	copy(buf[:], s)
	var w word32
	for i := range w.w {
		w.w[i] = binary.LittleEndian.Uint64(buf[8*i:])
	}
	w.n = uint8(len(s))
	return w
}

// putWord16 writes w at b[n:] (which must have 16 bytes) and returns the
// new length.
func putWord16(b []byte, n int, w *word16) int {
	d := b[n : n+16 : n+16] // one bounds check for both stores
	binary.LittleEndian.PutUint64(d, w.w[0])
	binary.LittleEndian.PutUint64(d[8:], w.w[1])
	return n + int(w.n)
}

var (
	regNameOnce [numGens]sync.Once
	regNameTabs [numGens]atomic.Pointer[regNameTable]
)

func regNames(g *Generation) *regNameTable {
	if t := regNameTabs[g.ID].Load(); t != nil {
		return t
	}
	regNameOnce[g.ID].Do(func() {
		t := new(regNameTable)
		blob := make([]byte, 0, 16<<10)
		type ref struct{ r, c, off, n int }
		refs := make([]ref, 0, 1600)
		for r := 0; r < 5; r++ {
			if r == 3 {
				continue
			}
			for c := 0; c < 512; c++ {
				st := len(blob)
				switch {
				case c >= codeVGPR0:
					if r == 0 || c-codeVGPR0+r > 256 {
						continue
					}
					blob = appendRange(blob, "v", c-codeVGPR0, r)
				case c < 128:
					blob = appendSReg(blob, uint16(c), r, g)
				default:
					continue // specials and constants: the slow path
				}
				name := blob[st:]
				if string(name) == "<bad>" {
					blob = blob[:st]
					continue
				}
				t.c[r][c] = mkWord16(", ", name)
				t.d[r][c] = mkWord16(" ", name)
				refs = append(refs, ref{r, c, st, len(name)})
			}
		}
		// inline constants (Regs 1) in c and d only: integers and the
		// float names but 248, whose spelling depends on the operand type
		for c := 128; c <= 247; c++ {
			if c > 208 && c < 240 {
				continue
			}
			o := Operand{Kind: OpInline, Code: uint16(c), Regs: 1}
			name := appendOperandValue(nil, &o, TF32, g)
			t.c[1][c] = mkWord16(", ", name)
			t.d[1][c] = mkWord16(" ", name)
		}
		all := string(blob)
		for _, x := range refs {
			t.s[x.r][x.c] = all[x.off : x.off+x.n]
		}
		regNameTabs[g.ID].Store(t)
	})
	return regNameTabs[g.ID].Load()
}
