package amdgcn

import (
	"encoding/binary"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unsafe"

	"github.com/lowerc/lowerc/semantics/modelid"
)

// An Encoding is an instruction format.
type Encoding uint8

const (
	EncVOP1  Encoding = iota // 32-bit: 0b0111111 | vdst[24:17] | op[16:9] | src0[8:0]
	EncVOP2                  // 32-bit: 0 | op[30:25] | vdst[24:17] | vsrc1[16:9] | src0[8:0]
	EncVOPC                  // 32-bit: 0b0111110 | op[24:17] | vsrc1[16:9] | src0[8:0]
	EncVOP3                  // 64-bit VOP3 (GFX9 VOP3A/B prefix 0x34, GFX10+ prefix 0x35)
	EncVOP3P                 // 64-bit packed (GFX9 prefix 0x1A7, GFX10+ 0x198)
	EncSOPP                  // 32-bit: 0x17F[31:23] | op[22:16] | simm16
	EncSMEM                  // 64-bit scalar memory
	EncFLAT                  // 64-bit (96-bit on GFX12) global memory
	EncSOP1                  // 32-bit: 0x17D[31:23] | sdst[22:16] | op[15:8] | ssrc0[7:0]
	EncSOP2                  // 32-bit: 0b10[31:30] | op[29:23] | sdst[22:16] | ssrc1[15:8] | ssrc0[7:0]
	EncSOPC                  // 32-bit: 0x17E[31:23] | op[22:16] | ssrc1[15:8] | ssrc0[7:0]
	EncSOPK                  // 32-bit: 0b1011[31:28] | op[27:23] | sdst[22:16] | simm16
	numEncodings
)

var encNames = [numEncodings]string{"VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "SOPP", "SMEM", "FLAT", "SOP1", "SOP2", "SOPC", "SOPK"}

func (e Encoding) String() string {
	if e < numEncodings {
		return encNames[e]
	}
	return fmt.Sprintf("Encoding(%d)", e)
}

// A Form is one row of the instruction table: an instruction in one encoding
// on one generation, with its opcode and the source of that fact.
type Form struct {
	Key    string   // InstDef.Key
	Name   string   // canonical mnemonic on Gen, without _e32/_e64
	Enc    Encoding // format
	Gen    GenID
	Opcode uint16
	Source string
	// DPP says which DPP variants llvm-mc accepts for the row (DPP16,
	// DPP8; on a VOP3 row, the GFX11+ _e64_dpp variants), probed by
	// formgen as the Source line with _dpp (_e64_dpp) and quad_perm:[0,1,2,3]
	// or dpp8:[0,1,2,3,4,5,6,7].
	DPP DPPSupport
	// Model is the model of what a min/max row computes (0 for the other
	// rows): package semantics resolves it on the row's generation
	// (semantics.AMDRef) and builds its amdgcn: models from the rows'.
	Model modelid.AMD
}

// formIndex returns the position of f in forms. A computed index, not a
// field set at start-up: writing one into every row made each process
// copy the ≈ 100 pages of the forms array (copy-on-write page faults, ≈ 10 %
// of a 200k-line disasm's faults).
func formIndex(f *Form) uint16 {
	return uint16((uintptr(unsafe.Pointer(f)) - uintptr(unsafe.Pointer(&forms[0]))) / unsafe.Sizeof(forms[0]))
}

// DPPSupport is a set of DPP variants.
type DPPSupport uint8

const (
	DPP16 DPPSupport = 1 << iota // quad_perm, row_*, wave_*, row_share, row_xmask, with row_mask/bank_mask/bound_ctrl(/fi)
	DPP8                         // dpp8:[...] (GFX10+)
	SDWA                         // sub-dword addressing (GFX9, GFX10): dst_sel, dst_unused, src0_sel, src1_sel
)

// An Alias is a mnemonic llvm-mc accepts on a generation and prints as another.
type Alias struct {
	Gen    GenID
	Alias  string
	Name   string
	Source string
}

// Forms returns the whole table (one row per instruction, encoding and
// generation). The slice must not be modified.
func Forms() []Form { return forms[:] }

// An Entry is what a mnemonic means on one generation: the instruction and
// the forms available to it. Short is the e32/VOP1/VOP2/VOPC form (nil if
// none); Long is the VOP3/VOP3P/scalar/memory form.
type Entry struct {
	// q is what the assembler's parser and quick builder read
	// (build_quick.go); with nsrc, fiShort and fiLong it is the first 32
	// bytes, one cache line for the parse, the build and the decoder
	q    quickDesc
	nsrc uint8 // number of source operands (shapeSources)
	// fiShort and fiLong are Inst.fi for Short and Long (0 for none):
	// the decoder sets the form from the entry's own cache line instead of
	// loading the Form.
	fiShort, fiLong uint16

	Def   *InstDef
	Name  string // canonical name on the generation
	Short *Form
	Long  *Form
}

// Suffixed reports whether llvm-mc prints the _e32/_e64 suffix (the
// instruction has both a short and a VOP3 form, and is not v_nop, which
// llvm-mc-19 prints as "v_nop" in both).
func (e *Entry) Suffixed() bool { return e.bothForms() && e.Def.Shape != ShapeVNop }

// bothForms reports whether the instruction has a short and a VOP3 form
// (and so both the _e32 and the _e64 spelling).
func (e *Entry) bothForms() bool { return e.Short != nil && e.Long != nil }

type genTable struct {
	byName map[string]*mnemonic // every accepted spelling, including _e32/_e64 and aliases
	// byHash is byName as an open-addressing table keyed by mnHash, which
	// the assembler computes while it scans the mnemonic.
	byHash []mnSlot
	byKey  map[string]*Entry
	dec    [numEncodings][]*Entry // decode: opcode -> entry
}

// mnemonic is a parsed spelling: the entry plus a forced encoding.
type mnemonic struct {
	entry *Entry
	force int // 0 none, 32 _e32, 64 _e64, forceDPP _dpp, forceE64DPP _e64_dpp
}

const (
	forceDPP    = 65
	forceE64DPP = 66
	forceSDWA   = 67
)

var (
	globalOnce sync.Once
	genOnce    [numGens]sync.Once
	namesOnce  [numGens]sync.Once
	tables     [numGens]*genTable
	defByKey   map[string]*InstDef
	// formEntry and formText are filled per generation, when its table is
	// built (an Inst's row always belongs to a built table).
	formEntry [len(forms)]*Entry
	// formText is the printed mnemonic of each row, with _e32/_e64 where
	// llvm-mc prints one.
	formText [len(forms)]string
	// formWord is formText as a word32, for the printer (names longer
	// than 32 bytes have n = 0 and are copied from formText).
	formWord [len(forms)]word32
)

func buildGlobal() {
	defByKey = make(map[string]*InstDef, len(Defs))
	for _, d := range Defs {
		defByKey[d.Key] = d
	}
}

// buildTable builds the table of one generation (a process that assembles
// for one generation pays only for that one).
func buildTable(g GenID) {
	globalOnce.Do(buildGlobal)
	t := &genTable{byKey: map[string]*Entry{}}
	for i := range t.dec {
		t.dec[i] = make([]*Entry, 1024) // opcodes are at most 10 bits
	}
	for i := range forms {
		f := &forms[i]
		if f.Gen != g {
			continue
		}
		e := t.byKey[f.Key]
		if e == nil {
			d := defByKey[f.Key]
			if d == nil {
				panic("amdgcn: form with unknown key " + f.Key)
			}
			e = &Entry{Def: d, Name: f.Name, nsrc: uint8(d.sources())}
			t.byKey[f.Key] = e
		}
		switch f.Enc {
		case EncVOP1, EncVOP2, EncVOPC:
			e.Short = f
		default:
			e.Long = f
		}
		t.dec[f.Enc][f.Opcode] = e
		formEntry[i] = e
	}
	for _, e := range t.byKey {
		if e.Short != nil {
			e.fiShort = formIndex(e.Short) + 1
		}
		if e.Long != nil {
			e.fiLong = formIndex(e.Long) + 1
		}
		entryQuick(e, generations[g].Family)
	}
	for i := range forms {
		if forms[i].Gen != g {
			continue
		}
		e := formEntry[i]
		formText[i] = e.Name
		if e.Suffixed() {
			if e.Short == &forms[i] {
				formText[i] += "_e32"
			} else {
				formText[i] += "_e64"
			}
		}
		formWord[i] = mkWord32(formText[i])
	}
	tables[g] = t
}

// buildNames fills the assembler's half of a generation's table (every
// accepted spelling, the aliases and their hash), which the disassembler
// does not read: table builds it, decTable does not.
func (t *genTable) buildNames(g GenID) {
	t.byName = map[string]*mnemonic{}
	for _, e := range t.byKey {
		t.byName[e.Name] = &mnemonic{entry: e}
		if e.bothForms() {
			t.byName[e.Name+"_e32"] = &mnemonic{entry: e, force: 32}
			t.byName[e.Name+"_e64"] = &mnemonic{entry: e, force: 64}
		} else if e.Long != nil && (e.Long.Enc == EncVOP3 || e.Long.Enc == EncVOP3P) {
			t.byName[e.Name+"_e64"] = &mnemonic{entry: e, force: 64}
		} else if e.Short != nil {
			t.byName[e.Name+"_e32"] = &mnemonic{entry: e, force: 32}
		}
		if e.Short != nil && e.Short.DPP&(DPP16|DPP8) != 0 {
			t.byName[e.Name+"_dpp"] = &mnemonic{entry: e, force: forceDPP}
		}
		if e.Short != nil && e.Short.DPP&SDWA != 0 {
			t.byName[e.Name+"_sdwa"] = &mnemonic{entry: e, force: forceSDWA}
		}
		if e.Long != nil && e.Long.Enc == EncVOP3 && e.Long.DPP&(DPP16|DPP8) != 0 {
			t.byName[e.Name+"_e64_dpp"] = &mnemonic{entry: e, force: forceE64DPP}
		}
	}
	for _, a := range aliases {
		if a.Gen != g {
			continue
		}
		m := t.byName[a.Name]
		if m == nil {
			panic("amdgcn: alias to unknown name " + a.Name)
		}
		e := m.entry
		t.byName[a.Alias] = &mnemonic{entry: e}
		if e.bothForms() {
			t.byName[a.Alias+"_e32"] = &mnemonic{entry: e, force: 32}
			t.byName[a.Alias+"_e64"] = &mnemonic{entry: e, force: 64}
		}
	}
	t.buildHash()
}

// mnSlot is one slot of genTable.byHash.
type mnSlot struct {
	name string
	m    *mnemonic
	// a, z are mnWords(name): with the length they are the whole name
	// up to 16 bytes, so lookupWords compares words, not strings; mid is
	// bytes 8..15 of a name of 17 to 24 bytes (mnMid), which with a and z
	// covers it too
	a, z, mid uint64
}

// mnMid is bytes 8..15 of a name of 17 to 24 bytes as a little-endian
// word (0 for other lengths).
func mnMid[S string | []byte](s S) uint64 {
	if len(s) <= 16 || len(s) > 24 {
		return 0
	}
	var w uint64
	for i := 0; i < 8; i++ {
		w |= uint64(s[8+i]) << (8 * i)
	}
	return w
}

// mnHash hashes a mnemonic from its length and its first and last 8
// bytes (mnemonics differ there), without a per-byte dependency chain.
func mnHash[S string | []byte](s S) uint64 {
	a, z := mnWords(s)
	return mnHashWords(a, z, len(s))
}

// mnWords returns the first and the last 8 bytes of s as little-endian
// words (both the bytes of s, zero-padded, when it is shorter).
func mnWords[S string | []byte](s S) (a, z uint64) {
	n := len(s)
	if n >= 8 {
		for i := 0; i < 8; i++ {
			a |= uint64(s[i]) << (8 * i)
			z |= uint64(s[n-8+i]) << (8 * i)
		}
		return a, z
	}
	for i := 0; i < n; i++ {
		a |= uint64(s[i]) << (8 * i)
	}
	return a, a
}

func mnHashWords(a, z uint64, n int) uint64 {
	h := a*0x9E3779B97F4A7C15 ^ (z^uint64(n))*0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	h *= 0x94D049BB133111EB
	return h ^ h>>32
}

// buildHash fills byHash from byName (load factor at most 1/4).
func (t *genTable) buildHash() {
	n := 16
	for n < 4*len(t.byName) {
		n *= 2
	}
	t.byHash = make([]mnSlot, n)
	names := make([]string, 0, len(t.byName))
	for name := range t.byName {
		names = append(names, name)
	}
	sort.Strings(names) // deterministic layout
	for _, name := range names {
		i := mnHash(name) & uint64(n-1)
		for t.byHash[i].m != nil {
			i = (i + 1) & uint64(n-1)
		}
		a, z := mnWords(name)
		t.byHash[i] = mnSlot{name, t.byName[name], a, z, mnMid(name)}
	}
}

// lookupHashed returns the mnemonic spelled id, whose mnHash is h.
func (t *genTable) lookupHashed(id []byte, h uint64) *mnemonic {
	mask := uint64(len(t.byHash) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := &t.byHash[i]
		if sl.m == nil {
			return nil
		}
		if sl.name == string(id) {
			return sl.m
		}
	}
}

// lookupWords is lookupHashed for id, whose mnWords are a, z and whose
// hash is h: the slots are told apart by their words and length, and only
// a name longer than 16 bytes compares its middle as a string.
func (t *genTable) lookupWords(id []byte, a, z, h uint64) *mnemonic {
	mask := uint64(len(t.byHash) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := &t.byHash[i]
		if sl.m == nil {
			return nil
		}
		if sl.a == a && sl.z == z && len(sl.name) == len(id) && (len(id) <= 16 || len(id) <= 24 && sl.mid == binary.LittleEndian.Uint64(id[8:]) ||
			len(id) > 24 && sl.name[8:len(id)-8] == string(id[8:len(id)-8])) {
			return sl.m
		}
	}
}

// table returns generation g's whole table, for the assembler.
func table(g GenID) *genTable {
	t := decTable(g)
	namesOnce[g].Do(func() { t.buildNames(g) })
	return t
}

// decTable returns generation g's table without the mnemonic spellings
// (byName, byHash: nil until table is called), which is all decoding
// needs: a disassembling process does not build them.
func decTable(g GenID) *genTable {
	genOnce[g].Do(func() { buildTable(g) })
	return tables[g]
}

// LookupForm returns what mnemonic (with or without _e32/_e64, or an alias
// such as v_max_f32 on GFX12) means on gen. If the generation lacks it, the
// error says which generations have it.
func LookupForm(gen *Generation, mnemonic string) (*Entry, error) {
	t := table(gen.ID)
	if m := t.byName[mnemonic]; m != nil {
		return m.entry, nil
	}
	have := GensWith(mnemonic)
	if len(have) == 0 {
		return nil, fmt.Errorf("unknown instruction %q", mnemonic)
	}
	return nil, fmt.Errorf("instruction %q is not available on %s (available on %s)", mnemonic, gen.Name, strings.Join(sortedGenNames(have), ", "))
}

// GensWith lists the generations on which mnemonic (or an alias of it) exists.
func GensWith(mnemonic string) []GenID {
	var out []GenID
	for g := GenID(0); g < numGens; g++ {
		if table(g).byName[mnemonic] != nil {
			out = append(out, g)
		}
	}
	return out
}

// Mnemonics returns the canonical mnemonics of gen, sorted.
func Mnemonics(gen *Generation) []string {
	t := table(gen.ID)
	out := make([]string, 0, len(t.byKey))
	for _, e := range t.byKey {
		out = append(out, e.Name)
	}
	sort.Strings(out)
	return out
}
