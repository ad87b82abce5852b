// Expected text and bytes from: llvm-mc-19 -triple=amdgcn -mcpu=gfx1030 -show-encoding; "// DIS:" is what llvm-mc-19 -disassemble prints for those bytes where it differs. Regenerate: go test ./targets/amdgcn -run TestGoldenAsm -update
global_load_dword v1, v0, s[0:1] offset:16 // global_load_dword v1, v0, s[0:1] offset:16 // 108030dc00000001
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // 108034dc00000002
global_store_dword v0, v1, s[0:1] offset:16 // global_store_dword v0, v1, s[0:1] offset:16 // 108070dc00010000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // 108074dc00020000
s_endpgm // s_endpgm // 000081bf
s_load_dword s0, s[4:5], 0x10 // s_load_dword s0, s[4:5], 0x10 // 020000f4100000fa
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_dwordx2 s[0:1], s[4:5], 0x10 // 020004f4100000fa
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_dwordx4 s[0:3], s[4:5], 0x10 // 020008f4100000fa
s_nop 1 // s_nop 1 // 010080bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
v_cmp_class_f16 vcc_lo, v2, v3 // v_cmp_class_f16_e32 vcc_lo, v2, v3 // 02071e7d
v_cmp_class_f16_e64 s10, v2, v3 // v_cmp_class_f16_e64 s10, v2, v3 // 0a008fd402070200
v_cmp_class_f32 vcc_lo, v2, v3 // v_cmp_class_f32_e32 vcc_lo, v2, v3 // 0207107d
v_cmp_class_f32_e64 s10, v2, v3 // v_cmp_class_f32_e64 s10, v2, v3 // 0a0088d402070200
v_cmp_class_f64 vcc_lo, v[4:5], v3 // v_cmp_class_f64_e32 vcc_lo, v[4:5], v3 // 0407507d
v_cmp_class_f64_e64 s10, v[4:5], v3 // v_cmp_class_f64_e64 s10, v[4:5], v3 // 0a00a8d404070200
v_cmp_o_f16 vcc_lo, v2, v3 // v_cmp_o_f16_e32 vcc_lo, v2, v3 // 02079e7d
v_cmp_o_f16_e64 s10, v2, v3 // v_cmp_o_f16_e64 s10, v2, v3 // 0a00cfd402070200
v_cmp_o_f32 vcc_lo, v2, v3 // v_cmp_o_f32_e32 vcc_lo, v2, v3 // 02070e7c
v_cmp_o_f32_e64 s10, v2, v3 // v_cmp_o_f32_e64 s10, v2, v3 // 0a0007d402070200
v_cmp_o_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4e7c
v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // 0a0027d4040d0200
v_cmp_u_f16 vcc_lo, v2, v3 // v_cmp_u_f16_e32 vcc_lo, v2, v3 // 0207d07d
v_cmp_u_f16_e64 s10, v2, v3 // v_cmp_u_f16_e64 s10, v2, v3 // 0a00e8d402070200
v_cmp_u_f32 vcc_lo, v2, v3 // v_cmp_u_f32_e32 vcc_lo, v2, v3 // 0207107c
v_cmp_u_f32_e64 s10, v2, v3 // v_cmp_u_f32_e64 s10, v2, v3 // 0a0008d402070200
v_cmp_u_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d507c
v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // 0a0028d4040d0200
v_cndmask_b32 v1, v2, v3, vcc_lo // v_cndmask_b32_e32 v1, v2, v3, vcc_lo // 02070202
v_cndmask_b32_e64 v1, v2, v3, s10 // v_cndmask_b32_e64 v1, v2, v3, s10 // 010001d502072a00
v_max3_f16 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f16_e64 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f32 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_f32_e64 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max_f16 v1, v2, v3 // v_max_f16_e32 v1, v2, v3 // 02070272
v_max_f16_e64 v1, v2, v3 // v_max_f16_e64 v1, v2, v3 // 010039d502070200
v_max_f32 v1, v2, v3 // v_max_f32_e32 v1, v2, v3 // 02070220
v_max_f32_e64 v1, v2, v3 // v_max_f32_e64 v1, v2, v3 // 010010d502070200
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_i16 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 02070224
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 010012d502070200
v_max_u16 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 02070228
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 010014d502070200
v_med3_f16 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f16_e64 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f32 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_f32_e64 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_min3_f16 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f16_e64 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f32 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_f32_e64 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min_f16 v1, v2, v3 // v_min_f16_e32 v1, v2, v3 // 02070274
v_min_f16_e64 v1, v2, v3 // v_min_f16_e64 v1, v2, v3 // 01003ad502070200
v_min_f32 v1, v2, v3 // v_min_f32_e32 v1, v2, v3 // 0207021e
v_min_f32_e64 v1, v2, v3 // v_min_f32_e64 v1, v2, v3 // 01000fd502070200
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_i16 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070222
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 010011d502070200
v_min_u16 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 02070226
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 010013d502070200
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010081d502010000
v_pk_max_f16 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_f16_e64 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_f16_e64 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_max_f32 v5, -1, v2 // v_max_f32_e32 v5, -1, v2 // c1040a20
v_max_f32 v5, 0x12345678, v2 // v_max_f32_e32 v5, 0x12345678, v2 // ff040a2078563412
v_max_f32_e64 v5, -|v1|, v2 clamp mul:2 // v_max_f32_e64 v5, -|v1|, v2 clamp mul:2 // 058110d501050228
v_max_f32_e64 v5, v1, -s2 div:2 // v_max_f32_e64 v5, v1, -s2 div:2 // 050010d501050058
v_max_f32 v5, 0.15915494, v2 // v_max_f32_e32 v5, 0.15915494, v2 // f8040a20
v_max_f32 v5, 0.1, v2 // v_max_f32_e32 v5, 0x3dcccccd, v2 // ff040a20cdcccc3d
v_max_f32 v5, m0, v2 // v_max_f32_e32 v5, m0, v2 // 7c040a20
v_max_f32 v5, exec_hi, v2 // v_max_f32_e32 v5, exec_hi, v2 // 7f040a20
v_max_f32 v5, src_shared_base, v2 // v_max_f32_e32 v5, src_shared_base, v2 // eb040a20
v_max_f32 v5, ttmp15, v2 // v_max_f32_e32 v5, ttmp15, v2 // 7b040a20
v_max_f32 v255, v255, v255 // v_max_f32_e32 v255, v255, v255 // ffffff21
v_max_f16 v5, 1.5, v2 // v_max_f16_e32 v5, 0x3e00, v2 // ff040a72003e0000
v_max_f16 v5, 0x3118, v2 // v_max_f16_e32 v5, 0.15915494, v2 // f8040a72
v_max_f16 v5, -17, v2 // v_max_f16_e32 v5, 0xffef, v2 // ff040a72efff0000
v_max_f64 v[4:5], 2.0, v[2:3] // v_max_f64 v[4:5], 2.0, v[2:3] // 040067d5f4040200
v_max_f64 v[4:5], 0x3fc45f30, v[2:3] // v_max_f64 v[4:5], 0x3fc45f30, v[2:3] // 040067d5ff040200305fc43f
v_max_f64 v[4:5], s[2:3], vcc // v_max_f64 v[4:5], s[2:3], vcc // 040067d502d40000
v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // 05c854d701050e2c
v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // 05ca12cc01050230
v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0] // v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0] // 054012ccf2040208
v_pk_max_i16 v5, 0x10001, v2 // v_pk_max_i16 v5, 0x10001, v2 // 054007ccff04021801000100
v_cmp_o_f32 vcc_lo, v1, v2 // v_cmp_o_f32_e32 vcc_lo, v1, v2 // 01050e7c
v_cmp_u_f32 vcc_lo, s1, v2 // v_cmp_u_f32_e32 vcc_lo, s1, v2 // 0104107c
v_cmp_class_f32 vcc_lo, v1, 3 // v_cmp_class_f32_e64 vcc_lo, v1, 3 // 6a0088d401070100
v_cndmask_b32 v0, v1, v2, vcc_lo // v_cndmask_b32_e32 v0, v1, v2, vcc_lo // 01050002
v_cndmask_b32 v0, 0x7fc00000, v2, vcc_lo // v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo // ff0400020000c07f
v_mov_b32 v3, 0x7fc00000 // v_mov_b32_e32 v3, 0x7fc00000 // ff02067e0000c07f
v_mov_b32 v3, s5 // v_mov_b32_e32 v3, s5 // 0502067e
s_nop 1 // s_nop 1 // 010080bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
s_waitcnt lgkmcnt(0) // s_waitcnt lgkmcnt(0) // 7fc08cbf
s_endpgm // s_endpgm // 000081bf
v_max_f32_e64 v0, s1, s2 // v_max_f32_e64 v0, s1, s2 // 000010d501040000
v_max3_f32 v0, s1, s2, s3 // ERROR
v_max3_f32 v0, 0x12345678, v1, v2 // v_max3_f32 v0, 0x12345678, v1, v2 // 000054d5ff020a0478563412
v_max_f64 v[1:2], v[2:3], v[4:5] // v_max_f64 v[1:2], v[2:3], v[4:5] // 010067d502090200
v_maximum_f32 v0, v1, v2 // ERROR
v_maximum3_f32 v0, v1, v2, v3 // ERROR
v_max_f32_e32 v5, v2, s3 // ERROR
v_max_f32 v5, null, v2 // v_max_f32_e32 v5, null, v2 // 7d040a20
v_max_f32 v5, s102, v2 // v_max_f32_e32 v5, s102, v2 // 66040a20
global_load_dword v1, v0, s[0:1] offset:16 // global_load_dword v1, v0, s[0:1] offset:16 // 108030dc00000001
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // 108034dc00000002
global_store_dword v0, v1, s[0:1] offset:16 // global_store_dword v0, v1, s[0:1] offset:16 // 108070dc00010000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // 108074dc00020000
s_endpgm // s_endpgm // 000081bf
s_load_dword s0, s[4:5], 0x10 // s_load_dword s0, s[4:5], 0x10 // 020000f4100000fa
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_dwordx2 s[0:1], s[4:5], 0x10 // 020004f4100000fa
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_dwordx4 s[0:3], s[4:5], 0x10 // 020008f4100000fa
s_nop 1 // s_nop 1 // 010080bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
v_cmp_class_f16 vcc_lo, v2, v3 // v_cmp_class_f16_e32 vcc_lo, v2, v3 // 02071e7d
v_cmp_class_f16_e64 s10, v2, v3 // v_cmp_class_f16_e64 s10, v2, v3 // 0a008fd402070200
v_cmp_class_f32 vcc_lo, v2, v3 // v_cmp_class_f32_e32 vcc_lo, v2, v3 // 0207107d
v_cmp_class_f32_e64 s10, v2, v3 // v_cmp_class_f32_e64 s10, v2, v3 // 0a0088d402070200
v_cmp_class_f64 vcc_lo, v[4:5], v3 // v_cmp_class_f64_e32 vcc_lo, v[4:5], v3 // 0407507d
v_cmp_class_f64_e64 s10, v[4:5], v3 // v_cmp_class_f64_e64 s10, v[4:5], v3 // 0a00a8d404070200
v_cmp_o_f16 vcc_lo, v2, v3 // v_cmp_o_f16_e32 vcc_lo, v2, v3 // 02079e7d
v_cmp_o_f16_e64 s10, v2, v3 // v_cmp_o_f16_e64 s10, v2, v3 // 0a00cfd402070200
v_cmp_o_f32 vcc_lo, v2, v3 // v_cmp_o_f32_e32 vcc_lo, v2, v3 // 02070e7c
v_cmp_o_f32_e64 s10, v2, v3 // v_cmp_o_f32_e64 s10, v2, v3 // 0a0007d402070200
v_cmp_o_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4e7c
v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // 0a0027d4040d0200
v_cmp_u_f16 vcc_lo, v2, v3 // v_cmp_u_f16_e32 vcc_lo, v2, v3 // 0207d07d
v_cmp_u_f16_e64 s10, v2, v3 // v_cmp_u_f16_e64 s10, v2, v3 // 0a00e8d402070200
v_cmp_u_f32 vcc_lo, v2, v3 // v_cmp_u_f32_e32 vcc_lo, v2, v3 // 0207107c
v_cmp_u_f32_e64 s10, v2, v3 // v_cmp_u_f32_e64 s10, v2, v3 // 0a0008d402070200
v_cmp_u_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d507c
v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // 0a0028d4040d0200
v_cndmask_b32 v1, v2, v3, vcc_lo // v_cndmask_b32_e32 v1, v2, v3, vcc_lo // 02070202
v_cndmask_b32_e64 v1, v2, v3, s10 // v_cndmask_b32_e64 v1, v2, v3, s10 // 010001d502072a00
v_max3_f16 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f16_e64 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 010054d702071204
v_max3_f32 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_f32_e64 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 010054d502071204
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 010055d502071204
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 010056d502071204
v_max_f16 v1, v2, v3 // v_max_f16_e32 v1, v2, v3 // 02070272
v_max_f16_e64 v1, v2, v3 // v_max_f16_e64 v1, v2, v3 // 010039d502070200
v_max_f32 v1, v2, v3 // v_max_f32_e32 v1, v2, v3 // 02070220
v_max_f32_e64 v1, v2, v3 // v_max_f32_e64 v1, v2, v3 // 010010d502070200
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020067d5040d0200
v_max_i16 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 02070224
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 010012d502070200
v_max_u16 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 02070228
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 010014d502070200
v_med3_f16 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f16_e64 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 010057d702071204
v_med3_f32 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_f32_e64 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 010057d502071204
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010058d502071204
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010059d502071204
v_min3_f16 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f16_e64 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 010051d702071204
v_min3_f32 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_f32_e64 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 010051d502071204
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 010052d502071204
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 010053d502071204
v_min_f16 v1, v2, v3 // v_min_f16_e32 v1, v2, v3 // 02070274
v_min_f16_e64 v1, v2, v3 // v_min_f16_e64 v1, v2, v3 // 01003ad502070200
v_min_f32 v1, v2, v3 // v_min_f32_e32 v1, v2, v3 // 0207021e
v_min_f32_e64 v1, v2, v3 // v_min_f32_e64 v1, v2, v3 // 01000fd502070200
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020066d5040d0200
v_min_i16 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070222
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 010011d502070200
v_min_u16 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 02070226
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 010013d502070200
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010081d502010000
v_pk_max_f16 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_f16_e64 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014012cc02070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_f16_e64 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014011cc02070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
global_load_dword v1, v[224:225], off // global_load_dword v1, v[224:225], off // 008030dce0007d01
global_load_dwordx2 v[108:109], v7, s[36:37] offset:-228 // global_load_dwordx2 v[108:109], v7, s[36:37] offset:-228 // 1c8f34dc0700246c
global_store_dword v[40:41], v11, off offset:1252 // global_store_dword v[40:41], v11, off offset:1252 // e48470dc280b7d00
global_store_dwordx2 v[144:145], v[224:225], off offset:-1031 // global_store_dwordx2 v[144:145], v[224:225], off offset:-1031 // f98b74dc90e07d00
s_endpgm // s_endpgm // 000081bf
s_load_dword s34, s[6:7], 0x8 // s_load_dword s34, s[6:7], 0x8 // 830800f4080000fa
s_load_dwordx2 s[4:5], s[72:73], 0x0 // s_load_dwordx2 s[4:5], s[72:73], 0x0 // 240104f4000000fa // DIS: s_load_dwordx2 s[4:5], s[72:73], null
s_load_dwordx4 s[96:99], s[74:75], 0x8 // s_load_dwordx4 s[96:99], s[74:75], 0x8 // 251808f4080000fa
s_nop 7 // s_nop 7 // 070080bf
s_waitcnt 0 // s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0) // 00008cbf
v_cmp_class_f16 null, v180, v14 // v_cmp_class_f16_e64 null, v180, v14 // 7d008fd4b41d0200
v_cmp_class_f16_e32 vcc_lo, |v183|, v141 div:2 // ERROR
v_cmp_class_f16_e64 s26, v15, 30 // v_cmp_class_f16_e64 s26, v15, 30 // 1a008fd40f3d0100
v_cmp_class_f32 s15, v15, v0 // v_cmp_class_f32_e64 s15, v15, v0 // 0f0088d40f010200
v_cmp_class_f32_e32 s21, 0x63f1a672, v1 // ERROR
v_cmp_class_f32_e64 vcc_lo, -41, v7 // v_cmp_class_f32_e64 vcc_lo, 0xffffffd7, v7 // 6a0088d4ff0e0200d7ffffff
v_cmp_class_f64 s98, 0.0, v177 // v_cmp_class_f64_e64 s98, 0, v177 // 6200a8d480620300
v_cmp_class_f64_e32 src_pops_exiting_wave_id, v[0:1], v4 // ERROR
v_cmp_class_f64_e64 s29, v[110:111], v15 // v_cmp_class_f64_e64 s29, v[110:111], v15 // 1d00a8d46e1f0200
v_cmp_o_f16 vcc_lo, 1.0, v11 clamp div:2 // ERROR
v_cmp_o_f16_e32 vcc_lo, v12, -2 clamp // ERROR
v_cmp_o_f16_e64 s79, v4, v9 // v_cmp_o_f16_e64 s79, v4, v9 // 4f00cfd404130200
v_cmp_o_f32 vcc_lo, s6, v14 mul:2 // ERROR
v_cmp_o_f32_e32 s82, 2.0, v2 mul:4 // ERROR
