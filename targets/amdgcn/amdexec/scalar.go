package amdexec

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Memory is a flat global address space of disjoint buffers.
type Memory struct {
	bufs []buffer
}

type buffer struct {
	base uint64
	data []byte
	name string
}

// Map places data (not copied: stores write into it) at base.
func (mem *Memory) Map(base uint64, data []byte, name string) error {
	for _, b := range mem.bufs {
		if base < b.base+uint64(len(b.data)) && b.base < base+uint64(len(data)) {
			return fmt.Errorf("buffer %s at 0x%x overlaps %s", name, base, b.name)
		}
	}
	mem.bufs = append(mem.bufs, buffer{base, data, name})
	sort.Slice(mem.bufs, func(i, j int) bool { return mem.bufs[i].base < mem.bufs[j].base })
	return nil
}

// at returns n bytes at addr, or an error naming the nearest buffer.
func (mem *Memory) at(addr uint64, n int) ([]byte, error) {
	if mem != nil {
		for _, b := range mem.bufs {
			if addr >= b.base && addr+uint64(n) <= b.base+uint64(len(b.data)) && addr+uint64(n) >= addr {
				o := addr - b.base
				return b.data[o : o+uint64(n)], nil
			}
		}
		for _, b := range mem.bufs {
			if addr >= b.base && addr < b.base+uint64(len(b.data))+4096 {
				return nil, fmt.Errorf("%d-byte access at 0x%x is out of bounds of %s (0x%x, %d bytes)", n, addr, b.name, b.base, len(b.data))
			}
		}
	}
	return nil, fmt.Errorf("%d-byte access at 0x%x: no buffer there", n, addr)
}

func (m *Machine) salu(in *Inst, d *amdgcn.InstDef) error {
	if ok, err := m.saluLLC(in, d); ok {
		return err
	}
	if ok, err := m.saveexec(in, d); ok {
		return err
	}
	if d.Shape == amdgcn.ShapeSOP2 && (d.Dst == amdgcn.TF32 || d.Dst == amdgcn.TF16) {
		return m.saluFloat(in, d)
	}
	wide := d.Dst == amdgcn.TI64 || d.Src[0] == amdgcn.TI64
	regs := 1
	t := amdgcn.TB32
	if wide {
		regs, t = 2, amdgcn.TI64
	}
	ns := 1
	if d.Shape != amdgcn.ShapeSOP1 {
		ns = 2
	}
	var ss [2]src
	for k := 0; k < ns; k++ {
		s, err := m.source(in, k, t)
		if err != nil {
			return err
		}
		ss[k] = s
	}
	if d.Key == "s_cselect_b32" || d.Key == "s_cselect_b64" {
		if !m.sccDef {
			return errAt(in, "reads SCC, which no instruction defined")
		}
	}
	res := make([]uint64, m.nw)
	var scc []bool
	for w := 0; w < m.nw; w++ {
		a := ss[0].raw(m, w, 0)
		var b uint64
		if ns == 2 {
			b = ss[1].raw(m, w, 0)
		}
		if !wide {
			a, b = a&0xffffffff, b&0xffffffff
		}
		var r uint64
		setSCC := true
		switch d.Key {
		case "s_mov_b32", "s_mov_b64":
			r, setSCC = a, false
		case "s_and_b32", "s_and_b64":
			r = a & b
		case "s_andn2_b32", "s_andn2_b64":
			r = a &^ b
		case "s_or_b32", "s_or_b64":
			r = a | b
		case "s_xor_b32", "s_xor_b64":
			r = a ^ b
		case "s_brev_b32":
			r, setSCC = brev32(a), false
		case "s_cselect_b32", "s_cselect_b64":
			r, setSCC = b, false
			if m.scc[w] {
				r = a
			}
		case "s_cmp_lg_u32":
			if scc == nil {
				scc = make([]bool, m.nw)
			}
			scc[w] = a != b
			continue
		default:
			return errAt(in, "scalar instruction %s is not supported by the executor", d.Key)
		}
		if !wide {
			r &= 0xffffffff
		}
		res[w] = r
		if setSCC {
			if scc == nil {
				scc = make([]bool, m.nw)
			}
			scc[w] = r != 0
		}
	}
	if d.Shape != amdgcn.ShapeSOPC {
		o := in.A.Dst
		if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), regs) {
			return errAt(in, "scalar destination code %d is not supported by the executor", o.Code)
		}
		for w := 0; w < m.nw; w++ {
			m.SetSGPR(int(o.Code), w, uint32(res[w]))
			if regs == 2 {
				m.SetSGPR(int(o.Code)+1, w, uint32(res[w]>>32))
			}
		}
	}
	if scc != nil {
		m.scc, m.sccDef = scc, true
	}
	return nil
}

// saluFloat runs a GFX12 SALU float min/max (s_max_num_f32 …) by package
// semantics' model of the form, "amdgcn:<gen>:<mnemonic>" in the machine's
// mode, as valu does for the VALU forms; SCC is unchanged (RDNA4 ISA SOP2
// float opcodes; docs/reference/amdgpu.md §4.3). The f16 forms are not
// modelled (what they leave in the SGPR's high half is not documented
// here): an error.
func (m *Machine) saluFloat(in *Inst, d *amdgcn.InstDef) error {
	if d.Dst != amdgcn.TF32 {
		return errAt(in, "scalar f16 instruction %s is not supported by the executor", in.Name())
	}
	md, name, err := m.modelFor(in.A.Entry())
	if err != nil {
		return errAt(in, "scalar instruction %s: no model %s: %v", in.Name(), name, err)
	}
	var ss [2]src
	for k := range ss {
		if ss[k], err = m.source(in, k, amdgcn.TF32); err != nil {
			return err
		}
	}
	o := in.A.Dst
	if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), 1) {
		return errAt(in, "scalar destination code %d is not supported by the executor", o.Code)
	}
	res := make([]uint32, m.nw)
	for w := range res {
		r, err := md.eval(ss[0].val(m, w, 0), ss[1].val(m, w, 0), 0)
		if err != nil {
			return errAt(in, "%s: %v", name, err)
		}
		res[w] = uint32(r)
	}
	for w, r := range res {
		m.SetSGPR(int(o.Code), w, r)
	}
	return nil
}

func (m *Machine) sload(in *Inst, d *amdgcn.InstDef) error {
	var base src
	if err := m.readReg(in, in.A.Src[0], 2, &base); err != nil {
		return err
	}
	o := in.A.Dst
	if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), d.Dwords) {
		return errAt(in, "s_load destination code %d is not supported by the executor", o.Code)
	}
	for w := 0; w < m.nw; w++ {
		addr := base.raw(m, w, 0) + uint64(int64(in.A.Offset))
		b, err := m.Mem.at(addr, 4*d.Dwords)
		if err != nil {
			return errAt(in, "%v", err)
		}
		for k := 0; k < d.Dwords; k++ {
			m.SetSGPR(int(o.Code)+k, w, binary.LittleEndian.Uint32(b[4*k:]))
		}
	}
	return nil
}

// globalAddrRegs reads a global access's address registers: saddr (an
// SGPR pair) and a 32-bit vaddr offset when the instruction names an saddr
// (useS), else a vaddr VGPR pair.
func (m *Machine) globalAddrRegs(in *Inst, vaddr, saddr *src) (useS bool, err error) {
	useS = in.A.Src[1].Kind != amdgcn.OpOff
	vregs := 2
	if useS {
		vregs = 1
		if err := m.readReg(in, in.A.Src[1], 2, saddr); err != nil {
			return useS, err
		}
	}
	if in.A.Src[0].Kind != amdgcn.OpVGPR {
		return useS, errAt(in, "the address must be a VGPR")
	}
	return useS, m.readReg(in, in.A.Src[0], vregs, vaddr)
}

func (m *Machine) global(in *Inst, d *amdgcn.InstDef) error {
	var vaddr, saddr src
	useS, err := m.globalAddrRegs(in, &vaddr, &saddr)
	if err != nil {
		return err
	}
	size := 4 * d.Dwords
	switch d.Key {
	case "global_load_u16", "global_store_b16":
		size = 2
	}
	load := d.Shape == amdgcn.ShapeGLoad
	var data src
	var dlo, dhi []uint32
	if load {
		var err error
		if dlo, dhi, err = m.dstVGPR(in, in.A.Dst, d.Dwords); err != nil {
			return err
		}
	} else {
		if err := m.readReg(in, in.A.Src[2], d.Dwords, &data); err != nil {
			return err
		}
		if in.A.Src[2].Kind != amdgcn.OpVGPR {
			return errAt(in, "the data must be VGPRs")
		}
	}
	if m.tuples != nil {
		return m.globalTuples(in, &vaddr, &saddr, useS, size, load, &data, dlo, dhi)
	}
	m.lanes(func(w, i int) {
		if err != nil {
			return
		}
		addr := uint64(vaddr.lo[i])
		if useS {
			addr += saddr.raw(m, w, 0)
		} else {
			addr |= uint64(vaddr.hi[i]) << 32
		}
		addr += uint64(int64(in.A.Offset))
		b, e := m.Mem.at(addr, size)
		if e != nil {
			err = errAt(in, "lane %d: %v", i, e)
			return
		}
		switch {
		case load && size == 2:
			dlo[i] = uint32(binary.LittleEndian.Uint16(b))
		case load:
			dlo[i] = binary.LittleEndian.Uint32(b)
			if size == 8 {
				dhi[i] = binary.LittleEndian.Uint32(b[4:])
			}
		case size == 2:
			binary.LittleEndian.PutUint16(b, uint16(data.lo[i]))
		default:
			binary.LittleEndian.PutUint32(b, data.lo[i])
			if size == 8 {
				binary.LittleEndian.PutUint32(b[4:], data.hi[i])
			}
		}
	})
	return err
}

// movk runs s_movk_i32 (package amdgcn's SOPK row): the simm16
// sign-extended into the SGPR destination.
func (m *Machine) movk(in *Inst) error {
	v := uint32(int32(int16(uint16(in.A.Imm))))
	o := in.A.Dst
	if !m.sgprOK(int(o.Code), 1) {
		return errAt(in, "SGPR destination code %d is not supported by the executor", o.Code)
	}
	for w := 0; w < m.nw; w++ {
		m.SetSGPR(int(o.Code), w, v)
	}
	return nil
}

// stepExt runs an instruction outside package amdgcn's table (ExtDefs:
// waits, no effect on values).
func (m *Machine) stepExt(in *Inst) (Stop, error) {
	if in.Ext.Kind != ExtNop {
		return 0, errAt(in, "not supported by the executor")
	}
	return StopEnd, nil
}

// f16to32 converts exactly; a NaN keeps its payload (shifted) and is
// quieted in IEEE mode (AMD converts signaling NaNs to quiet ones then;
// unverified on hardware outside IEEE mode, where the payload is kept as
// is).
func f16to32(h uint16, ieee bool) uint32 {
	sign := uint32(h>>15) << 31
	e := uint32(h >> 10 & 0x1f)
	f := uint32(h & 0x3ff)
	switch {
	case e == 0x1f:
		r := sign | 0x7f800000 | f<<13
		if f != 0 && ieee {
			r |= 0x400000
		}
		return r
	case e == 0 && f == 0:
		return sign
	case e == 0:
		// subnormal: normalize
		x := float32(f) * float32(math.Ldexp(1, -24))
		return sign | math.Float32bits(x)
	}
	return sign | (e+112)<<23 | f<<13
}

// f32to16 rounds to nearest even; NaNs keep the top payload bits and are
// quieted (a NaN whose kept payload would be zero becomes quiet).
func f32to16(x uint32, ieee bool) uint16 {
	sign := uint16(x>>16) & 0x8000
	e := int(x >> 23 & 0xff)
	f := x & 0x7fffff
	if e == 0xff {
		if f == 0 {
			return sign | 0x7c00
		}
		p := uint16(f >> 13)
		if ieee || p == 0 {
			p |= 0x200
		}
		return sign | 0x7c00 | p
	}
	if e == 0 {
		return sign // f32 subnormals are below the f16 range: round to zero
	}
	e16 := e - 127 + 15
	m := f | 0x800000
	if e16 >= 31 {
		return sign | 0x7c00
	}
	var shift uint
	var base uint32
	if e16 <= 0 {
		shift = uint(14 - e16)
		if shift > 24 {
			return sign
		}
		base = 0
	} else {
		shift = 13
		base = uint32(e16) << 10
		m = f
	}
	r := m >> shift
	rem := m & (1<<shift - 1)
	half := uint32(1) << (shift - 1)
	if rem > half || rem == half && r&1 == 1 {
		r++
	}
	return sign | uint16(base+r)
}
