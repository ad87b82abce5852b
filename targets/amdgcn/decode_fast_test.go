package amdgcn

import (
	"encoding/binary"
	"math/rand/v2"
	"strconv"
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
	return true
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
		})
	}
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
