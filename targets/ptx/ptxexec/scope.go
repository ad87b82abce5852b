package ptxexec

import (
	"strconv"
	"strings"
)

// block parses a nested block "{ … }" of a function body (PTX ISA 11.1
// "Statements" / 5.3 "Variables": a { } block opens a scope, and the
// variables declared in it, registers included, are visible only inside
// it). llc-19 writes such blocks around register moves that need a scratch
// register, e.g. "{ .reg .b16 tmp; mov.b32 {tmp, %rs1}, %r10; }" for the
// top half of a 32-bit value. The block's statements join the function's,
// each register it declares renamed to a name no PTX identifier can have
// ("tmp#1": '#' is not an identifier character), so a name of the block
// shadows the same name outside it, and inner blocks are renamed first.
// Register names in a block need not start with '%' (PTX identifiers may
// begin with a letter, '_' or '$'): an operand naming a register the block
// declares is that register.
func (p *parser) block() ([]stmt, error) {
	if _, err := p.expect("{"); err != nil {
		return nil, err
	}
	body, err := p.body()
	if err != nil {
		return nil, err
	}
	p.blocks++
	suffix := "#" + strconv.Itoa(p.blocks)
	local := map[string]string{}
	for _, s := range body {
		if s.kind != stReg {
			continue
		}
		for _, d := range s.regs {
			if d.n >= 0 {
				// %r<4> declares %r0 … %r3: rename the family.
				for i := 0; i < d.n; i++ {
					n := d.name + strconv.Itoa(i)
					local[n] = n + suffix
				}
				continue
			}
			local[d.name] = d.name + suffix
		}
	}
	if len(local) == 0 {
		return body, nil
	}
	var ren func(o *operand)
	ren = func(o *operand) {
		if n, ok := local[o.name]; ok && (o.kind == opReg || o.kind == opSym || o.kind == opMem) {
			o.name = n
			if o.kind == opSym {
				o.kind = opReg
			}
		}
		for i := range o.elts {
			ren(&o.elts[i])
		}
		if o.kind == opPair {
			o.name = o.elts[0].name + "|" + o.elts[1].name
		}
	}
	for i := range body {
		s := &body[i]
		switch s.kind {
		case stReg:
			var regs []regDecl
			for _, d := range s.regs {
				if d.n < 0 {
					regs = append(regs, regDecl{name: local[d.name], n: -1, pos: d.pos})
					continue
				}
				if d.n > maxRegs {
					return nil, errAt(d.pos, "more than %d registers", maxRegs)
				}
				for k := 0; k < d.n; k++ {
					regs = append(regs, regDecl{name: local[d.name+strconv.Itoa(k)], n: -1, pos: d.pos})
				}
			}
			s.regs = regs
		case stInst:
			if s.guard != nil {
				g := *s.guard
				ren(&g)
				s.guard = &g
			}
			args := make([]operand, len(s.args))
			copy(args, s.args)
			for k := range args {
				ren(&args[k])
			}
			s.args = args
		}
	}
	return body, nil
}

// isRegName reports whether a .reg declaration may name n: a PTX
// identifier, not a directive (PTX ISA 4.4 "Identifiers").
func isRegName(t token) bool {
	return t.kind == tIdent && !strings.HasPrefix(t.text, ".") && !strings.HasPrefix(t.text, "\"")
}
