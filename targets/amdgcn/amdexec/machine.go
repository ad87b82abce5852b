package amdexec

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Machine is the register state of a block of lanes: N lanes in waves of
// the generation's wave size, each wave with its own SGPRs, SCC and EXEC.
// Each instruction runs over the whole block before the next one starts
// (every wave in lock step, until the waves take different ways at a
// branch: branch.go).
//
// Registers are undefined until an input or an instruction writes them; a
// VGPR written under any EXEC counts as defined in every lane, an SGPR
// per wave. Reading an undefined register is an error.
type Machine struct {
	Gen  *amdgcn.Generation
	Mode Mode
	Mem  *Memory
	// RetAddr is the address a function's s_setpc_b64 must jump to: the
	// value the caller put in s[30:31].
	RetAddr uint64
	// N is the number of lanes.
	N int

	ws, nw int
	// mask64: lane masks (EXEC, VCC, compare results) are 64 bits, an
	// SGPR pair (wave64); ws is the lanes stored per wave, 1 in a machine
	// of one-lane waves (newLaneWaves).
	mask64 bool
	v      [256][]uint32
	s      [128][]uint32
	sdef   [128]bool
	scc    []bool
	sccDef bool
	models map[string]*model
	bufs   [][]uint64
	// tuples, when set (Kernel.RunTuples), is global memory with one copy
	// per lane; Mem then holds the kernarg segment and the base image.
	tuples *tupleMem
	spare  [][]uint32 // VGPR storage of an earlier machine (reuse)
	// Steps counts the instructions run (over the block) since the
	// machine was made; StepLimit (0: DefaultStepLimit) is the count at
	// which Run stops with an error.
	Steps, StepLimit int
}

type model struct {
	m *semantics.Model
	t semantics.Type
	// b evaluates a function model over a run of lanes (row and
	// diagonal tables, a memo of 16-bit results: semantics.Batch); nil
	// for a relation, which gives its first explicit value lane by lane.
	b *semantics.Batch
}

// eval returns the model's result for one lane.
func (md *model) eval(a, b, c uint64) (uint64, error) {
	r, err := md.m.Eval(md.t, a, b, c)
	return r.Bits(), err
}

// evalBlock sets r[i] to the model's result for (a[i], b[i], c[i]).
func (md *model) evalBlock(r, a, b, c []uint64) error {
	if md.b != nil {
		return md.b.Eval(r, a, b, c)
	}
	for i := range r {
		v, err := md.eval(a[i], b[i], c[i])
		if err != nil {
			return err
		}
		r[i] = v
	}
	return nil
}

// NewMachine returns a machine of n lanes, all active (EXEC set for lanes
// 0..n-1), with every other register undefined.
func NewMachine(gen *amdgcn.Generation, mode Mode, n int, wave64 bool) *Machine {
	ws := gen.WaveSize
	if wave64 {
		ws = 64
	}
	return newMachine(gen, mode, n, ws, ws == 64)
}

// newLaneWaves returns a machine of n waves of one lane each (lane 0 of
// its wave, EXEC 1), the lane masks of the generation's wave size (or
// wave64): n one-work-item waves side by side, so that what a wave does
// with its lane masks (an SCC from EXEC and a compare, a scalar select)
// is each lane's own.
func newLaneWaves(gen *amdgcn.Generation, mode Mode, n int, wave64 bool) *Machine {
	return newMachine(gen, mode, n, 1, wave64 || gen.WaveSize == 64)
}

func newMachine(gen *amdgcn.Generation, mode Mode, n, ws int, wide bool) *Machine {
	m := &Machine{Gen: gen, Mode: mode, N: n, ws: ws, nw: (n + ws - 1) / ws, mask64: wide, models: map[string]*model{}}
	m.scc = make([]bool, m.nw)
	for w := 0; w < m.nw; w++ {
		k := min(ws, n-w*ws)
		ex := ^uint64(0)
		if k < 64 {
			ex = 1<<k - 1
		}
		m.SetSGPR(126, w, uint32(ex))
		if wide {
			m.SetSGPR(127, w, uint32(ex>>32))
		}
	}
	return m
}

// maskRegs is the SGPRs of a lane mask: 2 on wave64, else 1.
func (m *Machine) maskRegs() int {
	if m.mask64 {
		return 2
	}
	return 1
}

// WaveSize returns the lanes per wave.
func (m *Machine) WaveSize() int { return m.ws }

// Waves returns the number of waves.
func (m *Machine) Waves() int { return m.nw }

// SetVGPR defines VGPR r from vals (one per lane).
func (m *Machine) SetVGPR(r int, vals []uint32) {
	if m.v[r] == nil {
		m.v[r] = m.newLanes()
	}
	copy(m.v[r], vals)
}

// newLanes returns zeroed storage for one VGPR, an earlier machine's where
// reuse gave it some.
func (m *Machine) newLanes() []uint32 {
	if k := len(m.spare); k > 0 {
		v := m.spare[k-1][:m.N]
		m.spare = m.spare[:k-1]
		clear(v)
		return v
	}
	return make([]uint32, m.N)
}

// reuse gives m the register and scratch storage of old, a machine of at
// least as many lanes that is no longer used (the previous block of a
// Func's run), so that running block after block does not allocate.
func (m *Machine) reuse(old *Machine) {
	for r, v := range old.v {
		if v != nil && cap(v) >= m.N {
			m.spare = append(m.spare, v)
		}
		old.v[r] = nil
	}
	for _, v := range old.spare { // (taken from machines of old's size, not m's)
		if cap(v) >= m.N {
			m.spare = append(m.spare, v)
		}
	}
	old.spare = nil
	for _, b := range old.bufs {
		if cap(b) < m.N {
			break
		}
		m.bufs = append(m.bufs, b[:m.N])
	}
	old.bufs = nil
}

// VGPRLanes returns VGPR r's storage (nil when undefined); writes to it
// define lanes without an instruction.
func (m *Machine) VGPRLanes(r int) []uint32 {
	return m.v[r]
}

// DefineVGPR makes VGPR r defined (zero) if it is not, and returns its
// storage.
func (m *Machine) DefineVGPR(r int) []uint32 {
	if m.v[r] == nil {
		m.v[r] = m.newLanes()
	}
	return m.v[r]
}

// SetSGPR sets SGPR code c of wave w.
func (m *Machine) SetSGPR(c, w int, v uint32) {
	if m.s[c] == nil {
		m.s[c] = make([]uint32, m.nw)
	}
	m.s[c][w] = v
	m.sdef[c] = true
}

// SGPR returns SGPR code c of wave w and whether it is defined.
func (m *Machine) SGPR(c, w int) (uint32, bool) {
	if !m.sdef[c] {
		return 0, false
	}
	return m.s[c][w], true
}

func (m *Machine) exec(w int) uint64 {
	e := uint64(m.s[126][w])
	if m.mask64 {
		e |= uint64(m.s[127][w]) << 32
	}
	return e
}

// An ExecError is an instruction the machine cannot run, or a run-time
// fault, at a position.
type ExecError struct {
	Pos  string
	Inst string
	Msg  string
}

func (e *ExecError) Error() string { return e.Pos + ": " + e.Inst + ": " + e.Msg }

func errAt(in *Inst, format string, args ...any) error {
	return &ExecError{Pos: in.Pos, Inst: in.Name(), Msg: fmt.Sprintf(format, args...)}
}

// Stop says why Run returned.
type Stop uint8

const (
	StopEnd    Stop = iota // ran past the last instruction
	StopEndpgm             // s_endpgm
	StopReturn             // s_setpc_b64 to RetAddr
)

// Run runs insts from the first until s_endpgm, a return (s_setpc_b64,
// which must jump to RetAddr in every wave), or the end; branches move
// each wave within insts (branch.go). Reaching StepLimit is an error at
// the instruction.
func (m *Machine) Run(insts []Inst) (Stop, error) {
	return m.runFrom(insts, 0)
}

func (m *Machine) runFrom(insts []Inst, pc int) (Stop, error) {
	limit := m.stepLimit()
	for pc < len(insts) {
		in := &insts[pc]
		if m.Steps >= limit {
			return 0, errAt(in, "the step limit (%d instructions) is reached: a loop that does not end?", limit)
		}
		m.Steps++
		if in.isBranch() {
			next, split, stop, err := m.branch(insts, pc)
			if split || err != nil {
				return stop, err
			}
			pc = next
			continue
		}
		stop, err := m.step(in)
		if err != nil {
			return 0, err
		}
		if stop != StopEnd {
			return stop, nil
		}
		pc++
	}
	return StopEnd, nil
}

func (m *Machine) step(in *Inst) (Stop, error) {
	if in.isBranch() {
		return 0, errAt(in, "a branch outside Run") // the value-slice paths (fast.go) fall back to Run
	}
	if in.Dual != nil {
		return StopEnd, m.dual(in)
	}
	if in.Ext != nil {
		return m.stepExt(in)
	}
	e := in.A.Entry()
	if e == nil {
		return 0, errAt(in, "no instruction")
	}
	d := e.Def
	if err := checkExt(in, d); err != nil {
		return 0, err
	}
	if in.A.Omod != 0 {
		return 0, errAt(in, "output modifier (mul:/div:) is not supported by the executor")
	}
	switch d.Shape {
	case amdgcn.ShapeNoArgs: // s_endpgm
		return StopEndpgm, nil
	case amdgcn.ShapeSImm16, amdgcn.ShapeWaitcnt, amdgcn.ShapeWaitImm, amdgcn.ShapeVNop:
		return StopEnd, nil // s_nop, v_nop and the waits: memory is synchronous here
	case amdgcn.ShapeDelayALU:
		return StopEnd, nil // a scheduling hint: no effect on values
	case amdgcn.ShapeSendMsg:
		// sendmsg(MSG_DEALLOC_VGPRS) (GFX11+, simm16 3) before s_endpgm:
		// no effect on values; the other messages are not modelled
		if m.Gen.Family < amdgcn.GFX11 || in.A.Imm != 3 {
			return 0, errAt(in, "%s is not supported by the executor (sendmsg(MSG_DEALLOC_VGPRS) is)", in.A.String())
		}
		return StopEnd, nil
	case amdgcn.ShapeSOPK:
		return StopEnd, m.sopk(in, d) // tablerows.go
	case amdgcn.ShapeSLoad:
		return StopEnd, m.sload(in, d)
	case amdgcn.ShapeGLoad, amdgcn.ShapeGStore:
		if d.Dwords > 2 {
			return StopEnd, m.globalWide(in, d)
		}
		return StopEnd, m.global(in, d)
	case amdgcn.ShapeSOP1, amdgcn.ShapeSOP2, amdgcn.ShapeSOPC:
		if callKey(d.Key) {
			return m.stepPC(in, d) // tablerows.go
		}
		return StopEnd, m.salu(in, d)
	}
	if in.A.Ext == amdgcn.ExtSDWA && d.Shape != amdgcn.ShapeCmp && in.A.DstSel != selDword {
		return StopEnd, m.valuSDWA(in, e)
	}
	return StopEnd, m.valu(in, e)
}

// valuSDWA runs an SDWA VOP1/VOP2 instruction with a sub-dword dst_sel
// (sdwavalu.go): the operation, then the result placed in the field.
func (m *Machine) valuSDWA(in *Inst, e *amdgcn.Entry) error {
	var old []uint32
	if r := int(in.A.Dst.Code) - 256; in.A.Dst.Kind == amdgcn.OpVGPR && m.v[r] != nil {
		old = append([]uint32(nil), m.v[r]...)
	}
	if err := m.valu(in, e); err != nil {
		return err
	}
	return m.sdwaDst(in, old)
}

// ---- operands

// A src reads one source operand per lane.
type src struct {
	kind   amdgcn.OperandKind
	lo, hi []uint32 // VGPRs
	sg     int      // SGPR code
	regs   int
	c      uint64 // constant
	t      amdgcn.OpType
	abs    bool
	neg    bool
	hiHalf bool // VOP3 op_sel on a 16-bit operand: bits 31:16
}

func (m *Machine) readReg(in *Inst, o amdgcn.Operand, regs int, s *src) error {
	s.kind, s.regs = o.Kind, regs
	switch o.Kind {
	case amdgcn.OpVGPR:
		r := int(o.Code) - 256
		if r+regs > 256 {
			return errAt(in, "v%d: VGPR out of range", r+regs-1)
		}
		for k := 0; k < regs; k++ {
			if m.v[r+k] == nil {
				return errAt(in, "reads v%d, which no input or instruction defined", r+k)
			}
		}
		s.lo = m.v[r]
		if regs == 2 {
			s.hi = m.v[r+1]
		}
	case amdgcn.OpSGPR:
		c := int(o.Code)
		if c == int(amdgcn.NullCode(m.Gen)) && m.Gen.Family != amdgcn.GFX9 {
			s.kind = amdgcn.OpInline // null reads as 0
			s.c = 0
			return nil
		}
		if !m.sgprOK(c, regs) {
			return errAt(in, "SGPR operand code %d is not supported by the executor", c)
		}
		for k := 0; k < regs; k++ {
			if !m.sdef[c+k] {
				return errAt(in, "reads %s, which no input or instruction defined", sgprName(m.Gen, c+k))
			}
		}
		s.sg = c
	}
	return nil
}

// ttmp0 is the operand code of TTMP0 (TTMP0–TTMP15 are 108–123).
const ttmp0 = 108

func (m *Machine) sgprOK(c, regs int) bool {
	ok := func(c int) bool {
		return c < m.Gen.SGPRs || c == 106 || c == 107 || c == 126 || c == 127 || c >= ttmp0 && c < ttmp0+16
	}
	return ok(c) && ok(c+regs-1) && c+regs <= 128
}

func sgprName(g *amdgcn.Generation, c int) string {
	switch c {
	case 106:
		return "vcc_lo"
	case 107:
		return "vcc_hi"
	case 126:
		return "exec_lo"
	case 127:
		return "exec_hi"
	}
	if c >= ttmp0 && c < ttmp0+16 {
		return fmt.Sprintf("ttmp%d", c-ttmp0)
	}
	return fmt.Sprintf("s%d", c)
}

func (m *Machine) source(in *Inst, k int, t amdgcn.OpType) (src, error) {
	o := in.A.Src[k]
	s := src{kind: o.Kind, t: t, abs: o.Abs, neg: o.Neg, regs: 1}
	if t == amdgcn.TF64 || t == amdgcn.TI64 {
		s.regs = 2
	}
	switch o.Kind {
	case amdgcn.OpVGPR, amdgcn.OpSGPR:
		if err := m.readReg(in, o, s.regs, &s); err != nil {
			return s, err
		}
	case amdgcn.OpInline, amdgcn.OpLiteral:
		switch t {
		case amdgcn.TI64:
			if o.Kind == amdgcn.OpInline {
				s.c = o.Value(amdgcn.TF64) // integers sign-extended, floats as f64
			} else {
				if o.Lit>>31 != 0 {
					return s, errAt(in, "a 64-bit integer literal 0x%x with bit 31 set: its extension to 64 bits is not known to the executor", o.Lit)
				}
				s.c = uint64(o.Lit)
			}
		case amdgcn.TV2F16, amdgcn.TV2I16:
			if o.Kind == amdgcn.OpInline {
				s.c = o.Value(amdgcn.TF16) // the low half; the high half is 0 (docs/reference/amdgpu.md §2)
			} else {
				s.c = uint64(o.Lit)
			}
		case amdgcn.TF16, amdgcn.TI16:
			s.c = o.Value(t) & 0xffff
		default:
			s.c = o.Value(t)
		}
		s.kind = amdgcn.OpInline
	default:
		return s, errAt(in, "source %d is missing", k)
	}
	return s, nil
}

// raw returns the operand's register or constant bits in lane i of wave
// w, before modifiers: 64 bits for pairs, 32 otherwise.
func (s *src) raw(m *Machine, w, i int) uint64 {
	switch s.kind {
	case amdgcn.OpVGPR:
		x := uint64(s.lo[i])
		if s.hi != nil {
			x |= uint64(s.hi[i]) << 32
		}
		return x
	case amdgcn.OpSGPR:
		x := uint64(m.s[s.sg][w])
		if s.regs == 2 {
			x |= uint64(m.s[s.sg+1][w]) << 32
		}
		return x
	}
	return s.c
}

// val returns the operand as a value of its type: 16-bit operands select
// their half, float modifiers apply (abs, then neg).
func (s *src) val(m *Machine, w, i int) uint64 {
	x := s.raw(m, w, i)
	var sign uint64
	switch s.t {
	case amdgcn.TF16, amdgcn.TI16:
		if s.hiHalf {
			x >>= 16
		}
		x &= 0xffff
		sign = 0x8000
	case amdgcn.TF32, amdgcn.TB32:
		x &= 0xffffffff
		sign = 0x80000000
	case amdgcn.TF64:
		sign = 1 << 63
	case amdgcn.TV2F16, amdgcn.TV2I16:
		return x & 0xffffffff
	}
	if s.abs {
		x &^= sign
	}
	if s.neg {
		x ^= sign
	}
	return x
}

// laneBits returns how a VGPR operand's value is made from its
// registers' bits x in a lane: (x>>shift&mask)&^clear ^ flip (the mask
// only for a one-register operand).
func (s *src) laneBits() (shift uint, mask, clear, flip uint64) {
	var sign uint64
	mask = 0xffffffff
	switch s.t {
	case amdgcn.TF16, amdgcn.TI16:
		mask, sign = 0xffff, 0x8000
		if s.hiHalf {
			shift = 16
		}
	case amdgcn.TF32, amdgcn.TB32:
		sign = 0x80000000
	case amdgcn.TF64:
		sign = 1 << 63
	}
	if s.abs {
		clear = sign
	}
	if s.neg {
		flip = sign
	}
	return shift, mask, clear, flip
}

// gather writes the operand's value in every lane (active or not) to dst.
func (s *src) gather(m *Machine, dst []uint64) {
	n := m.N
	lo, hi := s.lo, s.hi
	if s.kind == amdgcn.OpSGPR && m.ws == 1 {
		// one-lane waves: the SGPR's column is the lanes' values
		lo = m.s[s.sg]
		if s.regs == 2 {
			hi = m.s[s.sg+1]
		}
	} else if s.kind != amdgcn.OpVGPR && s.kind != amdgcn.OpSGPR {
		x := s.val(m, 0, 0) // a constant: the same in every lane
		for i := range dst[:n] {
			dst[i] = x
		}
		return
	} else if s.kind != amdgcn.OpVGPR {
		for w := 0; w < m.nw; w++ {
			x := s.val(m, w, w*m.ws)
			for i := w * m.ws; i < min(n, (w+1)*m.ws); i++ {
				dst[i] = x
			}
		}
		return
	}
	shift, mask, clear, flip := s.laneBits()
	lo = lo[:n]
	if hi != nil {
		hi := hi[:n]
		for i, x := range lo {
			dst[i] = (uint64(x)|uint64(hi[i])<<32)&^clear ^ flip
		}
		return
	}
	for i, x := range lo {
		dst[i] = (uint64(x)>>shift&mask)&^clear ^ flip
	}
}

// buf returns scratch buffer k of N values.
func (m *Machine) buf(k int) []uint64 {
	for len(m.bufs) <= k {
		m.bufs = append(m.bufs, make([]uint64, m.N))
	}
	return m.bufs[k]
}

// active calls f with each run [lo, hi) of consecutive active lanes.
func (m *Machine) active(f func(lo, hi int)) {
	if m.ws == 1 {
		// one-lane waves: runs of consecutive waves whose lane is on
		ex := m.s[126][:m.nw]
		for w := 0; w < m.nw; {
			if ex[w]&1 == 0 {
				w++
				continue
			}
			lo := w
			for w < m.nw && ex[w]&1 == 1 {
				w++
			}
			f(lo, w)
		}
		return
	}
	for w := 0; w < m.nw; w++ {
		ex := m.exec(w)
		base := w * m.ws
		end := min(m.N, base+m.ws)
		if m.ws == 64 && ex == ^uint64(0) || m.ws == 32 && ex&0xffffffff == 0xffffffff {
			f(base, end)
			continue
		}
		for ex != 0 {
			b := bits.TrailingZeros64(ex)
			run := bits.TrailingZeros64(^(ex >> b))
			lo, hi := base+b, min(end, base+b+run)
			if lo < hi {
				f(lo, hi)
			}
			if b+run >= 64 {
				break
			}
			ex &^= (1<<run - 1) << b
		}
	}
}

// lanes calls f for every active lane.
func (m *Machine) lanes(f func(w, i int)) {
	for w := 0; w < m.nw; w++ {
		ex := m.exec(w)
		base := w * m.ws
		for ex != 0 {
			b := bits.TrailingZeros64(ex)
			ex &= ex - 1
			if i := base + b; i < m.N {
				f(w, i)
			}
		}
	}
}

// dstVGPR returns the storage of a VGPR destination of regs registers.
func (m *Machine) dstVGPR(in *Inst, o amdgcn.Operand, regs int) ([]uint32, []uint32, error) {
	if o.Kind != amdgcn.OpVGPR {
		return nil, nil, errAt(in, "destination is not a VGPR")
	}
	r := int(o.Code) - 256
	if r+regs > 256 {
		return nil, nil, errAt(in, "v%d: VGPR out of range", r+regs-1)
	}
	lo := m.DefineVGPR(r)
	var hi []uint32
	if regs == 2 {
		hi = m.DefineVGPR(r + 1)
	}
	return lo, hi, nil
}

// ---- models

// modelFor returns the semantics model of a min/max instruction in the
// machine's mode, or nil when package semantics has none of that name.
func (m *Machine) modelFor(e *amdgcn.Entry) (*model, string, error) {
	if md, ok := m.models[e.Name]; ok {
		return md, md.m.Name(), nil
	}
	sm, name, err := m.lookupModel(e.Name, e.Def.Dst)
	if err != nil {
		// v_maxmin_i32 and the other integer and GFX12 f16 two-step forms
		// package semantics does not list: the ISA's composition
		// (V_MAXMIN = V_MIN(V_MAX(S0, S1), S2), docs/reference/amdgpu.md §3.2) of the
		// models of the two-input forms.
		if sm, name, err = m.composed(e); err != nil {
			return nil, name, err
		}
	}
	md := &model{m: sm, t: sm.DefaultType()}
	if !sm.IsRelation() {
		if md.b, err = sm.Batch(md.t); err != nil {
			return nil, name, err
		}
	}
	m.models[e.Name] = md
	return md, name, nil
}

// lookupModel returns the model of a mnemonic in the machine's mode.
func (m *Machine) lookupModel(mn string, dst amdgcn.OpType) (*semantics.Model, string, error) {
	base := "amdgcn:" + m.Gen.Name + ":" + mn
	bm, err := semantics.Lookup(base)
	if err != nil {
		return nil, base, err
	}
	name := base
	params := strings.Join(bm.Params(), " ")
	if strings.Contains(params, "ieee=") && hasModeBits(m.Gen) && !m.Mode.IEEE {
		name += ":ieee=0"
	}
	dn := m.Mode.Denorm32
	if dst == amdgcn.TF16 || dst == amdgcn.TF64 || dst == amdgcn.TV2F16 {
		dn = m.Mode.Denorm1664
	}
	if strings.Contains(params, "denorm=") && dn != 3 {
		name += fmt.Sprintf(":denorm=%d", dn)
	}
	sm, err := semantics.Lookup(name)
	return sm, name, err
}

var composedForms = []struct{ prefix, first, second string }{
	{"v_maxmin_", "v_max_", "v_min_"},
	{"v_minmax_", "v_min_", "v_max_"},
	{"v_maximumminimum_", "v_maximum_", "v_minimum_"},
	{"v_minimummaximum_", "v_minimum_", "v_maximum_"},
}

func (m *Machine) composed(e *amdgcn.Entry) (*semantics.Model, string, error) {
	base := "amdgcn:" + m.Gen.Name + ":" + e.Name
	for _, f := range composedForms {
		sfx, ok := strings.CutPrefix(e.Name, f.prefix)
		if !ok {
			continue
		}
		m1, n1, err := m.lookupModel(f.first+sfx, e.Def.Dst)
		if err != nil {
			return nil, base, fmt.Errorf("%s: no model of %s: %v", base, f.first+sfx, err)
		}
		m2, n2, err := m.lookupModel(f.second+sfx, e.Def.Dst)
		if err != nil {
			return nil, base, fmt.Errorf("%s: no model of %s: %v", base, f.second+sfx, err)
		}
		t := m1.DefaultType()
		name := fmt.Sprintf("%s(composed: %s(%s(a, b), c))", base, n2, n1)
		sm, err := semantics.NewFunction(name, "AMD "+e.Name+" as the ISA composes it", "AMD ISA V_MAXMIN/V_MINMAX: the second operation applied to the first's result and S2 (docs/reference/amdgpu.md §3.2)", 3, []semantics.Type{t},
			func(t semantics.Type, a, b, c uint64) uint64 {
				r, _ := m1.Eval(t, a, b, 0)
				r2, _ := m2.Eval(t, r.Bits(), c, 0)
				return r2.Bits()
			})
		return sm, name, err
	}
	return nil, base, fmt.Errorf("unknown model %q", base)
}

// ModelName returns the name of the semantics model the machine uses for
// a min/max instruction in its mode ("amdgcn:gfx942:v_max_f32:ieee=0").
func (m *Machine) ModelName(in *Inst) (string, error) {
	if in.Ext != nil || in.A.Entry() == nil {
		return "", fmt.Errorf("%s is not a min/max instruction", in.Name())
	}
	_, name, err := m.modelFor(in.A.Entry())
	return name, err
}
