package amdgcn

import (
	"fmt"
	"sort"
	"strings"
	"sync"
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
	numEncodings
)

var encNames = [numEncodings]string{"VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "SOPP", "SMEM", "FLAT"}

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

	idx uint16 // position in forms (set at init)
}

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
	Def   *InstDef
	Name  string // canonical name on the generation
	Short *Form
	Long  *Form

	nsrc uint8 // number of source operands (shapeSources)
}

// Suffixed reports whether llvm-mc prints the _e32/_e64 suffix (the
// instruction has both a short and a VOP3 form).
func (e *Entry) Suffixed() bool { return e.Short != nil && e.Long != nil }

type genTable struct {
	byName map[string]*mnemonic // every accepted spelling, including _e32/_e64 and aliases
	byKey  map[string]*Entry
	dec    [numEncodings][]*Entry // decode: opcode -> entry
}

// mnemonic is a parsed spelling: the entry plus a forced encoding.
type mnemonic struct {
	entry *Entry
	force int // 0 none, 32 _e32, 64 _e64
}

var (
	tablesOnce sync.Once
	tables     [numGens]*genTable
	defByKey   map[string]*InstDef
	formEntry  [len(forms)]*Entry
)

func buildTables() {
	defByKey = make(map[string]*InstDef, len(Defs))
	for _, d := range Defs {
		defByKey[d.Key] = d
	}
	for g := GenID(0); g < numGens; g++ {
		tables[g] = &genTable{byName: map[string]*mnemonic{}, byKey: map[string]*Entry{}}
		for i := range tables[g].dec {
			tables[g].dec[i] = make([]*Entry, 1024) // opcodes are at most 10 bits
		}
	}
	for i := range forms {
		f := &forms[i]
		f.idx = uint16(i)
		t := tables[f.Gen]
		e := t.byKey[f.Key]
		if e == nil {
			d := defByKey[f.Key]
			if d == nil {
				panic("amdgcn: form with unknown key " + f.Key)
			}
			e = &Entry{Def: d, Name: f.Name, nsrc: uint8(shapeSources(d.Shape))}
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
	for g := GenID(0); g < numGens; g++ {
		t := tables[g]
		for _, e := range t.byKey {
			t.byName[e.Name] = &mnemonic{entry: e}
			if e.Suffixed() {
				t.byName[e.Name+"_e32"] = &mnemonic{entry: e, force: 32}
				t.byName[e.Name+"_e64"] = &mnemonic{entry: e, force: 64}
			} else if e.Long != nil && (e.Long.Enc == EncVOP3 || e.Long.Enc == EncVOP3P) {
				t.byName[e.Name+"_e64"] = &mnemonic{entry: e, force: 64}
			} else if e.Short != nil {
				t.byName[e.Name+"_e32"] = &mnemonic{entry: e, force: 32}
			}
		}
	}
	for _, a := range aliases {
		t := tables[a.Gen]
		m := t.byName[a.Name]
		if m == nil {
			panic("amdgcn: alias to unknown name " + a.Name)
		}
		e := m.entry
		t.byName[a.Alias] = &mnemonic{entry: e}
		if e.Suffixed() {
			t.byName[a.Alias+"_e32"] = &mnemonic{entry: e, force: 32}
			t.byName[a.Alias+"_e64"] = &mnemonic{entry: e, force: 64}
		}
	}

}

func table(g GenID) *genTable {
	tablesOnce.Do(buildTables)
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
