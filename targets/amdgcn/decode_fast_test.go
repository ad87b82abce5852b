package amdgcn

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// fastGens is every generation, and the GFX10+ ones in wave64 mode too.
func fastGens() []*Generation {
	var gs []*Generation
	for id := GenID(0); id < numGens; id++ {
		gs = append(gs, &generations[id])
		if generations[id].Family != GFX9 {
			gs = append(gs, &wave64Gens[id])
		}
	}
	return gs
}

// checkFastLine holds the listing fast path to the full path on code:
// where fastTable.line answers, decodeInto must accept the same bytes and
// appendDecoded print the same line. It reports whether the fast path
// answered.
func checkFastLine(t testing.TB, gen *Generation, code []byte, showEncoding bool) bool {
	ft := fastTables(gen)
	prefix := []byte("x")
	fast, n := ft.line(code, prefix, showEncoding)
	if n == 0 {
		require.Equal(t, "x", string(fast), "%s: % x: the fast path declined but wrote", gen.Name, code)
		return false
	}
	var in Inst
	m, err := decodeInto(&in, gen, code)
	require.NoError(t, err, "%s: % x: the fast path printed %q", gen.Name, code, fast)
	require.Equal(t, m, n, "%s: % x: length", gen.Name, code)
	slow := in.appendDecoded([]byte("x"), code[:m], showEncoding)
	require.Equal(t, string(slow), string(fast), "%s: % x", gen.Name, code)
	if fastSeen != nil {
		recordFast(ft, gen, &in, string(fast))
	}
	return true
}

// fastSeen, when not nil, counts the lines the fast path answered by plan
// kind and extension ("kind/ext") and by the operand spellings that come
// from fastTable.nm ("named:..."), so that TestFastLineMatchesSlow can
// require that every plan the generations have was exercised.
var fastSeen map[string]int

// fastKinds[gen][entry][enc] is the plan of entry's row of encoding enc
// in gen's fast table.
var fastKinds = map[*fastTable]map[*Entry][numEncodings]*fastPlan{}

// planKey names a plan's kind, the extension of a line it answered and
// the variants within a kind (the e32 VCC operands, the VOP3 mask source).
func planKey(ft *fastTable, p *fastPlan, ext Ext) string {
	if p == nil {
		return "none"
	}
	return fmt.Sprintf("%d/%d/%v/%v/%v", p.kind, ext, p.carrySDst, p.carryMask, p.src[2] == &ft.maskCls)
}

func recordFast(ft *fastTable, gen *Generation, in *Inst, text string) {
	m := fastKinds[ft]
	if m == nil {
		m = map[*Entry][numEncodings]*fastPlan{}
		t := decTable(gen.ID)
		for enc := range t.dec {
			for op, e := range t.dec[enc] {
				if e != nil && ft.idx[enc][op] != 0 {
					k := m[e]
					k[enc] = &ft.plans[ft.idx[enc][op]]
					m[e] = k
				}
			}
		}
		fastKinds[ft] = m
	}
	fastSeen[planKey(ft, m[in.Entry()][in.Form().Enc], in.Ext)]++
	for _, name := range []string{"src_", "flat_scratch", "0.15915494", "op_sel:"} {
		if strings.Contains(text, name) {
			fastSeen["named:"+name]++
		}
	}
}

// fastPlanKinds lists every "kind/ext" some generation's fast table can
// answer: each plan kind with no extension (the SOPP kinds and s_getpc
// included) and the SDWA, DPP16 and DPP8 variants of the plans that
// have them.
func fastPlanKinds() map[string]bool {
	want := map[string]bool{}
	for _, gen := range fastGens() {
		ft := fastTables(gen)
		for i := range ft.plans[1:] {
			p := &ft.plans[1+i]
			want[planKey(ft, p, ExtNone)] = true
			if p.sdwa != nil {
				want[planKey(ft, p, ExtSDWA)] = true
			}
			if p.dpp != nil && p.dppKind&DPP16 != 0 {
				want[planKey(ft, p, ExtDPP)] = true
			}
			if p.dpp != nil && p.dppKind&DPP8 != 0 {
				want[planKey(ft, p, ExtDPP8)] = true
			}
		}
	}
	return want
}

// TestFastLineMatchesSlow: on the random corpus's encodings of every
// generation (and wave64), and on bit flips of them, the fast path prints
// what the full path prints wherever it answers, and never answers where
// the full path rejects the bytes. It must also answer for most of the
// plain instructions (a fast path that always declined would pass the
// rest).
func TestFastLineMatchesSlow(t *testing.T) {
	n, flips, sweep := 1500, 6, 16
	if *long {
		n, flips, sweep = 20000, 24, 200
	}
	fastSeen = map[string]int{}
	defer func() { fastSeen = nil }()
	ran := 0
	for _, gen := range fastGens() {
		name := gen.Name
		if gen.Wave64() {
			name += "+wavefrontsize64"
		}
		t.Run(name, func(t *testing.T) {
			var src []byte
			for _, l := range genCorpus(gen, n, 7) {
				src = append(append(src, l...), '\n')
			}
			insts, _ := Assemble(gen, "fast.s", src, nil)
			r := rand.New(rand.NewPCG(uint64(gen.ID), 11))
			answered, total, swept := 0, 0, 0
			for i := range insts {
				enc := insts[i].AppendEncoding(nil)
				code := binary.LittleEndian.AppendUint32(append([]byte(nil), enc...), r.Uint32())
				hit := false
				for _, se := range []bool{true, false} {
					if checkFastLine(t, gen, code, se) && se {
						answered++
						hit = true
					}
				}
				total++
				if hit && swept < sweep {
					// every value of every byte of the first 8 (each
					// field's codes, reserved bits, other opcodes)
					swept++
					c := append([]byte(nil), code...)
					for j := 0; j < min(8, len(c)); j++ {
						orig := c[j]
						for v := 0; v < 256; v++ {
							c[j] = byte(v)
							checkFastLine(t, gen, c, true)
						}
						c[j] = orig
					}
				}
				for f := 0; f < flips; f++ {
					c := append([]byte(nil), code...)
					bit := r.IntN(8 * min(8, len(c)))
					c[bit/8] ^= 1 << (bit % 8)
					if r.IntN(4) == 0 {
						bit = r.IntN(8 * min(8, len(c)))
						c[bit/8] ^= 1 << (bit % 8)
					}
					checkFastLine(t, gen, c, true)
					checkFastLine(t, gen, c[:min(len(c), 4+r.IntN(5))], true)
				}
			}
			t.Logf("fast path: %d of %d", answered, total)
			// about 40 % of the corpus are plain e32, VOP3 and scalar ALU
			// lines the fast path takes
			require.Greater(t, answered*100, total*25, "the fast path answered %d of %d", answered, total)
			ran++
		})
	}
	if ran < len(fastGens()) {
		return // a -run subset: the coverage below is the whole run's
	}
	// every plan kind (and its SDWA/DPP variants) answered some line, and
	// the fastTable.nm spellings and op_sel were printed
	for k := range fastPlanKinds() {
		require.Positive(t, fastSeen[k], "no line answered by plan kind/ext %s (seen: %v)", k, fastSeen)
	}
	for _, name := range []string{"src_", "flat_scratch", "0.15915494", "op_sel:"} {
		require.Positive(t, fastSeen["named:"+name], "no fast line printed %q", name)
	}
	t.Logf("fast lines by plan kind/ext: %v", fastSeen)
}

// TestFastLineStream: the whole listing is the same with and without the
// fast path (decodeRange, as lowerc disasm runs it).
func TestFastLineStream(t *testing.T) {
	for _, gen := range []*Generation{Gen(GFX942), Gen(GFX1100), &wave64Gens[GFX1100], Gen(GFX1200), Gen(GFX908)} {
		var src []byte
		for _, l := range genCorpus(gen, 3000, 3) {
			src = append(append(src, l...), '\n')
		}
		insts, _ := Assemble(gen, "fast.s", src, nil)
		var raw []byte
		for i := range insts {
			raw = insts[i].AppendEncoding(raw)
		}
		// some garbage too: errors and resynchronization
		r := rand.New(rand.NewPCG(5, 5))
		for i := 0; i < 200; i++ {
			k := r.IntN(len(raw))
			raw[k] ^= 1 << r.IntN(8)
		}
		list := func(fast bool) string {
			noFastLine = !fast
			defer func() { noFastLine = false }()
			var errs []int
			out, _ := decodeRange(gen, raw, 0, len(raw), nil, true, func(off int, err error, b []byte) []byte {
				if err != nil {
					errs = append(errs, off)
				}
				return b
			})
			return string(out) + string(binary.LittleEndian.AppendUint32(nil, uint32(len(errs))))
		}
		require.Equal(t, list(false), list(true), gen.Name)
	}
}

// FuzzFastLine: wherever the fast path answers on any bytes, the full
// path accepts them and prints the same line.
func FuzzFastLine(f *testing.F) {
	for _, s := range []string{
		"\xc1\x04\x0a\x16", "\x05\x81\x0b\xd1\x01\x05\x02\x28", "\x05\x40\x92\xd3\x01\x05\x02\x18",
		"\x03\x04\x02\x81", "\x06\x08\x84\x86", "\x03\x04\x0c\xbf", "\x03\x08\x82\xbe",
		"\x01\x00\x10\xd5\x80\x04\x02\x00", "\x02\x00\xc4\xd0\x01\x05\x00\x00",
	} {
		for g := uint8(0); g < uint8(2*numGens); g++ {
			f.Add(g, []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, g uint8, data []byte) {
		gen := fuzzGen(g)
		if g/uint8(numGens)%2 == 1 && gen.Family != GFX9 {
			gen = &wave64Gens[gen.ID]
		}
		for off := 0; off < len(data); off += 4 {
			checkFastLine(t, gen, data[off:], true)
			checkFastLine(t, gen, data[off:], false)
		}
	})
}

// TestAppendHex holds appendHex to strconv.
func TestAppendHex(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	vals := []uint64{0, 1, 9, 10, 15, 16, 255, 256, 0xffff, 0x10000, 1<<32 - 1, 1 << 32, 1<<64 - 1}
	for i := 0; i < 2000; i++ {
		vals = append(vals, r.Uint64()>>r.IntN(64))
	}
	for _, v := range vals {
		require.Equal(t, "ab0x"+strconv.FormatUint(v, 16), string(appendHex([]byte("ab"), v)), "%#x", v)
	}
}

// TestFastLineSources: for one fast-answered corpus instruction of each
// plan kind and extension per generation, every source field is set to
// every code of its range (the others as drawn, and all set to s1 for the
// constant-bus limit), with each combination of that source's modifier
// bits (VOP3 abs/neg, VOP3P neg_lo/neg_hi, SDWA sext/neg/abs and the SGPR
// bit) and the VOP3 modifier byte (op_sel, clamp) swept too; the fast path
// must print what the full path prints or decline (checkFastLine).
func TestFastLineSources(t *testing.T) {
	gens := []*Generation{Gen(GFX908), Gen(GFX942), Gen(GFX1030), &wave64Gens[GFX1030], Gen(GFX1100), &wave64Gens[GFX1100], Gen(GFX1200)}
	if *long {
		gens = fastGens()
	}
	fastSeen = map[string]int{}
	defer func() { fastSeen = nil }()
	for _, gen := range gens {
		var src []byte
		for _, l := range genCorpus(gen, 4000, 13) {
			src = append(append(src, l...), '\n')
		}
		insts, _ := Assemble(gen, "fast.s", src, nil)
		ft := fastTables(gen)
		picked := map[string]bool{}
		for i := range insts {
			code := insts[i].AppendEncoding(nil)
			if !checkFastLine(t, gen, code, true) {
				continue
			}
			var in Inst
			if _, err := decodeInto(&in, gen, code); err != nil {
				continue
			}
			// one per plan kind, extension, source count and op_sel
			// acceptance
			d := in.Entry().Def
			key := fmt.Sprintf("%s/%d/%v", planKey(ft, fastKinds[ft][in.Entry()][in.Form().Enc], in.Ext), in.nsrc(), d.Mods&ModOpSel != 0)
			if picked[key] {
				continue
			}
			picked[key] = true
			sweepSources(t, gen, &in, code)
		}
	}
}

// sweepSources is TestFastLineSources for one instruction.
func sweepSources(t *testing.T, gen *Generation, in *Inst, code []byte) {
	c := append([]byte(nil), code...)
	le := binary.LittleEndian
	check := func() { checkFastLine(t, gen, c, true) }
	enc := in.Form().Enc
	w := le.Uint32(c)
	switch {
	case in.Ext == ExtSDWA:
		x0 := le.Uint32(c[4:])
		for _, other := range []bool{false, true} {
			for slot := 0; slot < 2; slot++ {
				x := x0
				if other && slot == 0 { // src1: s1
					w, x = w&^(0xff<<9)|1<<9, x|1<<31
				} else if other { // src0: s1
					x = x&^0xff | 1 | 1<<23
				}
				for v := 0; v < 256; v++ {
					for m := uint32(0); m < 16; m++ { // sext, neg, abs, SGPR bit
						nw, nx := w, x
						if slot == 0 {
							nx = nx&^(0xff|7<<19|1<<23) | uint32(v) | (m&7)<<19 | (m>>3)<<23
						} else {
							nw = nw&^(0xff<<9) | uint32(v)<<9
							nx = nx&^(7<<27|1<<31) | (m&7)<<27 | (m>>3)<<31
						}
						le.PutUint32(c, nw)
						le.PutUint32(c[4:], nx)
						check()
					}
				}
				w = le.Uint32(code)
			}
		}
	case in.Ext != ExtNone:
		return // DPP: src0 is a VGPR of the DPP dword (the byte sweep covers it)
	case enc == EncVOP3 || enc == EncVOP3P:
		w1 := le.Uint32(c[4:])
		for _, others := range []bool{false, true} {
			for slot := 0; slot < in.nsrc(); slot++ {
				base1 := w1
				if others {
					for j := 0; j < in.nsrc(); j++ {
						if j != slot {
							base1 = base1&^(0x1ff<<(9*j)) | 1<<(9*j)
						}
					}
				}
				for v := uint32(0); v < 512; v++ {
					if v > 260 && v < 508 {
						continue // VGPRs: a few suffice
					}
					for m := uint32(0); m < 4; m++ { // abs (VOP3) or neg_hi, neg
						nw := w&^(1<<(8+slot)) | (m&1)<<(8+slot)
						nw1 := base1&^(0x1ff<<(9*slot)|1<<(29+slot)) | v<<(9*slot) | (m>>1)<<(29+slot)
						le.PutUint32(c, nw)
						le.PutUint32(c[4:], nw1)
						check()
					}
				}
			}
		}
		le.PutUint32(c[4:], w1)
		for v := uint32(0); v < 256; v++ { // abs, op_sel, clamp
			le.PutUint32(c, w&^0xff00|v<<8)
			check()
		}
	case enc == EncVOP1 || enc == EncVOP2 || enc == EncVOPC:
		for v := uint32(0); v < 512; v++ {
			le.PutUint32(c, w&^0x1ff|v)
			check()
		}
	case enc == EncSOP1 || enc == EncSOP2 || enc == EncSOPC || enc == EncSOPK:
		for slot := 0; slot < 3; slot++ {
			for v := uint32(0); v < 256; v++ {
				le.PutUint32(c, w&^(0xff<<(8*slot))|v<<(8*slot))
				check()
			}
		}
	}
}

// TestFastClassVGPRs: buildFast copies the VGPR half of the class tables
// between types with the same register count; it must be fastClass's.
func TestFastClassVGPRs(t *testing.T) {
	for _, gen := range fastGens() {
		ft := fastTables(gen)
		for ty := TNone; ty <= TI64; ty++ {
			for c := 256; c < 512; c++ {
				require.Equal(t, fastClass(uint16(c), ty, gen, regNames(gen)), ft.cls[ty][c], "%s type %d code %d", gen.Name, ty, c)
			}
		}
	}
}

// TestFastLines: fastTable.lines lists what line lists one call at a
// time, stops at the first line line declines (before it, out as it was)
// and, with a limit, right after the first line that takes out past it.
func TestFastLines(t *testing.T) {
	for _, gen := range []*Generation{Gen(GFX942), Gen(GFX1100), Gen(GFX1200)} {
		var src []byte
		for _, l := range genCorpus(gen, 400, 7) {
			src = append(append(src, l...), '\n')
		}
		insts, _ := Assemble(gen, "fast.s", src, nil)
		var raw []byte
		for i := range insts {
			raw = insts[i].AppendEncoding(raw)
		}
		ft := fastTables(gen)
		for _, show := range []bool{false, true} {
			for _, limit := range []int{-1, 0, 50, 500, 5000, 1 << 30} {
				declined := 0
				for off := 0; off < len(raw); {
					got, n := ft.lines(raw[off:], []byte("x"), show, limit)
					want, m := []byte("x"), 0
					for off+m < len(raw) {
						var k int
						if want, k = ft.line(raw[off+m:], want, show); k == 0 {
							break
						}
						m += k
						if len(want) > limit {
							break
						}
					}
					require.Equal(t, m, n, "%s: offset %d, limit %d", gen.Name, off, limit)
					require.Equal(t, string(want), string(got), "%s: offset %d, limit %d", gen.Name, off, limit)
					if n == 0 {
						declined++
						var in Inst
						k, err := decodeInto(&in, gen, raw[off:])
						require.NoError(t, err)
						n = k
					}
					off += n
				}
				require.NotZero(t, declined, "%s: the corpus has lines the fast path declines", gen.Name)
			}
		}
	}
}

// TestCanonicalLiteral32: canonicalLiteral's shortcut for 32-bit operand
// types is immOperand's answer (the assembler's choice for the printed
// value), for the inline constants' neighbourhoods, the float inline
// constants, powers of two and random words.
func TestCanonicalLiteral32(t *testing.T) {
	vals := []uint32{0, 1, 63, 64, 65, 0xffffffff, 0xfffffff0, 0xffffffef, 0x80000000, 0x7fffffff, 0x3e22f983}
	for _, f := range f32Inline {
		vals = append(vals, f, f+1, f-1, f^0x80000000)
	}
	for i := 0; i < 32; i++ {
		vals = append(vals, 1<<i, 1<<i-1, -(1 << i))
	}
	r := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 20000; i++ {
		vals = append(vals, r.Uint32())
	}
	for _, ty := range []OpType{TF32, TB32} {
		for _, v := range vals {
			o, msg := immOperand(ty, false, int64(v), 0)
			want := msg == "" && o.Kind == OpLiteral && o.Lit == v
			require.Equal(t, want, canonicalLiteral(v, ty), "type %d, %#x", ty, v)
		}
	}
}
